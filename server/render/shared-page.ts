import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedPage } from './page-renderer.ts';

export type PageEncoding = 'br' | 'gzip';

/**
 * A page as every visitor gets it, byte for byte: its inline scripts are allowed by their hashes rather than a
 * per-response nonce, so the body can be compressed once and validated with an ETag (docs/hardening.md,
 * "Pages served from memory").
 */
export type SharedPage = RenderedPage & {
  /** SHA-256 (base64) of each inline script, for the page's Content-Security-Policy. */
  scriptHashes: string[];
  /** A weak validator: the same content in any encoding, from any render of it (`LOADED_AT`). */
  etag: string;
  /** The body compressed once, for a page that is kept; a page that is not is compressed per response. */
  encoded?: Record<PageEncoding, Buffer>;
};

// Brotli 6 compresses `/` to 9.1 KB in about 1 ms on these machines, gzip 9 to 9.7 KB in 0.5 ms: cheap enough
// to do on the main thread once per render (docs/hardening.md, "Pages served from memory").
const BROTLI_QUALITY = 6;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

// The router writes when each match's data was loaded (`u:` and a time in ms) into the page's hydration data,
// so two renders of the same content differ there only. The validator leaves it out: a browser that has the
// page from an earlier render of the same content gets a 304 (docs/hardening.md, "Pages served from memory").
const LOADED_AT = /([{,]u:)\d{10,16}(?=[,}])/g;

const sha256 = (text: string, encoding: 'base64' | 'base64url') =>
  createHash('sha256').update(text, 'utf8').digest(encoding);

/** A script with a source of its own is allowed by origin; a JSON data block is never run, so CSP skips it. */
const NOT_RUN_INLINE = /\bsrc\s*=|\btype="application\/(?:ld\+)?json"/;

/** The hash a browser computes for each inline script it runs (its text as written, UTF-8), once per text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!NOT_RUN_INLINE.test(attributes)) hashes.add(sha256(text, 'base64'));
  }
  return [...hashes];
}

/**
 * Takes a page rendered with `placeholder` as its nonce and makes it the same for everyone: the nonce
 * attributes and the router's `csp-nonce` meta go, and the inline scripts are listed by hash. With
 * `compress`, its brotli and gzip copies are made at once.
 */
export function sharePage(page: RenderedPage, placeholder: string, options: { compress: boolean }): SharedPage {
  const body = page.body
    .replace(new RegExp(`<meta property="csp-nonce" content="${placeholder}"\\s*/?>`, 'g'), '')
    .replaceAll(` nonce="${placeholder}"`, '');
  const raw = Buffer.from(body);
  const encoded =
    options.compress && raw.length > 0
      ? {
          br: brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
        }
      : undefined;
  return {
    ...page,
    body,
    scriptHashes: inlineScriptHashes(body),
    etag: `W/"${sha256(body.replace(LOADED_AT, '$1'), 'base64url').slice(0, 27)}"`,
    ...(encoded ? { encoded } : {}),
  };
}

/** Whether a request's If-None-Match names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
