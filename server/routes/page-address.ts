import type { FastifyRequest } from 'fastify';

// The one address each page is known by, and who gets a page for an address that looks like a file
// (docs/hardening.md, "Addresses").

const REPEATED_SLASHES = /\/{2,}/g;
// A page saved by an older site or a static host: /about.html, /blog/index.htm.
const HTML_FILE = /(?:\/index)?\.html?$/i;
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;
// Capital letters, and the percent escapes whose hex digits are left as written (%C3 stays %C3).
const CAPITALS_OR_ESCAPE = /%[0-9a-f]{2}|[A-Z]+/gi;

/**
 * The page's own form of a path: one slash between segments, no `.html`, no slash at the end (`/` for the
 * home page), in small letters. `//blog` would otherwise be read as a link to another host named "blog". Every
 * page's address is in small letters (the routes, and slugs by the content model's pattern), so `/About` is
 * that page too: rendered under its own address it would be one more copy in the page cache for every way of
 * writing it, and `/Services/AI` or `/Blog/Speed-To-Lead` would not be found at all.
 */
export function pageAddress(pathname: string): string {
  const collapsed = pathname.replace(REPEATED_SLASHES, '/');
  const unslashed = collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
  const small = unslashed.replace(CAPITALS_OR_ESCAPE, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  return small.replace(HTML_FILE, '') || '/';
}

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
