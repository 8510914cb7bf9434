import { createHmac } from 'node:crypto';

// The pieces of a preview session (docs/preview.md): the secret an editor's link carries, the signed cookie
// that marks one browser as previewing, and the page it returns to.

export const PREVIEW_COOKIE = 'gw_preview';
/** The perspective the editor picked in the CMS's editor, for the session's length (signed as well). */
export const PERSPECTIVE_COOKIE = 'gw_preview_perspective';
export const PREVIEW_TTL_SECONDS = 60 * 60;

/** The cookie signing key, derived from the secret so that the secret itself never signs anything. */
export const cookieSigningKey = (secret: string) =>
  createHmac('sha256', secret).update('growthwise preview cookie v1').digest('base64url');

/** The cookie's value: when it stops being valid (ms since epoch); the signature keeps it from being changed. */
export const sessionValue = (now: number) => String(now + PREVIEW_TTL_SECONDS * 1000);

export function sessionIsLive(value: string | null | undefined, now: number): boolean {
  if (!value || !/^\d{1,15}$/.test(value)) return false;
  const expiresAt = Number(value);
  return expiresAt > now && expiresAt <= now + PREVIEW_TTL_SECONDS * 1000;
}

const ORIGIN = 'http://site.invalid';

const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A path on this site to return to, normalised; undefined for anything that could leave the site: a scheme
 * (https:, javascript:), a protocol-relative //host, a backslash (browsers read /\host as //host), control
 * characters, or a path that resolves elsewhere.
 */
export function siteRelativePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
