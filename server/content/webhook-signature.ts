import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedRequest = {
  method: string;
  /** Path with query, as received. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

const SIGNATURE = 'x-contentful-signature';
const SIGNED_HEADERS = 'x-contentful-signed-headers';
const TIMESTAMP = 'x-contentful-timestamp';

function normalizedHeaders(headers: SignedRequest['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) result[key.toLowerCase().trim()] = (Array.isArray(value) ? value.join(',') : value).trim();
  }
  return result;
}

function encodedPath(path: string): string {
  const [pathname = '', search] = path.split('?');
  return encodeURI(search ? `${pathname}?${encodeURIComponent(search)}` : pathname);
}

/**
 * Contentful's webhook request signature: HMAC-SHA256 (hex) over the method, the encoded path, the
 * signed headers (sorted, "name:value" joined by ";") and the raw body, joined by newlines.
 */
export function computeSignature(
  secret: string,
  request: SignedRequest,
  signedHeaderNames: string[],
  timestamp: number,
) {
  const headers = normalizedHeaders(request.headers);
  const picked: Record<string, string> = {};
  for (const name of signedHeaderNames) if (headers[name] !== undefined) picked[name] = headers[name];
  picked[TIMESTAMP] = String(timestamp);
  const names = Object.keys(picked);
  if (!names.includes(SIGNED_HEADERS)) names.push(SIGNED_HEADERS);
  picked[SIGNED_HEADERS] = [...names].sort().join(',');
  const canonicalHeaders = Object.entries(picked)
    .sort(([a], [b]) => (a > b ? 1 : -1))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const canonical = [request.method.toUpperCase(), encodedPath(request.path), canonicalHeaders, request.body].join(
    '\n',
  );
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/** How old a signed request may be (Contentful's own recommendation). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** True when the request carries a valid, recent Contentful signature made with the secret. */
export function verifyWebhookSignature(
  secret: string,
  request: SignedRequest,
  maxAgeMs = SIGNATURE_MAX_AGE_MS,
  now = Date.now(),
) {
  const headers = normalizedHeaders(request.headers);
  const signature = headers[SIGNATURE];
  const timestamp = Number.parseInt(headers[TIMESTAMP] ?? '', 10);
  const signedHeaderNames = (headers[SIGNED_HEADERS] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!signature || !Number.isFinite(timestamp) || signedHeaderNames.length === 0) return false;
  if (Math.abs(now - timestamp) > maxAgeMs) return false;
  const expected = computeSignature(secret, request, signedHeaderNames, timestamp);
  const a = Buffer.from(signature, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
