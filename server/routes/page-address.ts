import type { FastifyRequest } from 'fastify';

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
