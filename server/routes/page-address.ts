import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { setBaselineHeaders } from '../plugins/security-headers.ts';
import { pageAddress } from '../../src/model/page-address.ts';

// Who gets a page for an address that looks like a file (docs/hardening.md, "Addresses"); the one address
// each page is known by is src/model/page-address.ts.

const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

export const looksLikeFile = (pathname: string) => FILE_LIKE.test(pathname);

/**
 * A browser opening the address as a page: it gets the 404 page with the site around it, while a script or a
 * missing asset still gets JSON. Browsers say so with Sec-Fetch-Dest; one that does not, by asking for HTML.
 */
export function opensAsDocument(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

// What an address may carry as written (RFC 3986's path and query characters, and `%` for the escapes kept):
// anything else, a backslash first (`/\host` is `//host` to a browser), is escaped before it goes in a Location.
const NOT_URL = /[^\w\-.~!$&'()*+,;=:@/?%]/g;

// The decoded text is used, not only the throw: the server's bundler takes a call whose result is dropped
// for one without effects, and removes it with its throw.
const decodes = (text: string, decode: (encoded: string) => string) => {
  try {
    return decode(text).length >= 0;
  } catch {
    return false;
  }
};

const readableSegment = (segment: string) =>
  decodes(segment, decodeURIComponent) ? segment : segment.replaceAll('%', '%25');

/**
 * For an address whose path the router cannot decode (`/blog/%ZZ`, `/blog/caf%C3`, cut off after an escape):
 * the same path with each unreadable segment's `%` written as text, in the page's one address (`/blog/%25zz`),
 * where a visitor gets the site's "not found" page instead of an error in JSON; the query string is kept.
 * Undefined when even that is not a path of a page (docs/hardening.md, "Addresses").
 */
export function readableAddress(url: string): string | undefined {
  const [pathname = '/'] = url.split('?', 1);
  const escape = (text: string) => text.replace(NOT_URL, (character) => encodeURIComponent(character));
  const address = pageAddress(escape(pathname.split('/').map(readableSegment).join('/')));
  if (!decodes(address, decodeURI) || !address.startsWith('/') || address.startsWith('//')) return undefined;
  return address + escape(url.slice(pathname.length));
}

/** The JSON surface's own space: a reader of the API gets JSON for a path it does not have, never a page. */
export const API_SPACE = /^\/api(\/|$)/;

/** How long a browser and a CDN keep a redirect to a page's one address: the same address always goes there. */
export const ADDRESS_REDIRECT_CACHE = 'public, max-age=86400';

/** Where a browser opening a malformed address as a page is sent (readableAddress); a script keeps its 400. */
export function readablePageAddress(request: FastifyRequest): string | undefined {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !opensAsDocument(request)) return undefined;
  const address = readableAddress(request.url);
  return address && !API_SPACE.test(address) ? address : undefined;
}

/**
 * Fastify's own answer to a malformed URL echoes it and skips every hook, so the app answers it instead: a
 * browser opening it as a page is sent where it reads, to the site's "not found" page (docs/hardening.md), and
 * anything else gets a JSON 400 with the site's headers.
 */
export const malformedAddressAnswer: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  setBaselineHeaders(request.raw, reply.raw);
  const readable = error.code === 'FST_ERR_BAD_URL' ? readablePageAddress(request) : undefined;
  if (readable) return (reply as FastifyReply).header('cache-control', ADDRESS_REDIRECT_CACHE).redirect(readable, 308);
  (reply as FastifyReply)
    .code(400)
    .header('cache-control', 'no-store')
    .send({ error: 'Bad request: the address is not valid' });
};
