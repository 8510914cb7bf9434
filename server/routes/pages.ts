import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from '../render/page-cache.ts';
import type { SharedPage } from '../render/shared-page.ts';
import { negotiateShared } from '../shared-body.ts';
import { pageAddress } from '../../src/model/page-address.ts';
import { ADDRESS_REDIRECT_CACHE, API_SPACE, looksLikeFile, opensAsDocument } from './page-address.ts';
import type { RenderedPage } from '../render/page-renderer.ts';
import type { RefusedPost } from '../../src/model/contact.ts';
import type { Listings } from '../content/listings.ts';
import { listingAddress } from './listing-address.ts';

/**
 * Renders a page for an editor in preview: drafts, straight from the renderer, never through the cache (also
 * the contact page answering a form post it refused).
 */
export type PreviewRender = (page: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  nonce: string;
  /** The perspective the editor picked in the CMS's editor (request.previewPerspective). */
  perspective: string | undefined;
  refusedPost?: RefusedPost;
}) => Promise<RenderedPage>;

/**
 * Every page route of the site, rendered on the server, each at one address (any other form of it is a
 * permanent redirect there, its query string kept). Any path under /api that no API route answers is a JSON
 * 404, and so is anything that looks like a file, unless a browser opens it as a page.
 */
export async function pageRoutes(
  app: FastifyInstance,
  options: { pages: PageCache; listings: Listings; preview?: PreviewRender },
) {
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const address = pageAddress(pathname);
    // Whether an address that looks like a file gets JSON or the page depends on who opens it.
    if (looksLikeFile(pathname)) reply.header('vary', 'sec-fetch-dest, accept');
    if (API_SPACE.test(address) || (looksLikeFile(pathname) && !opensAsDocument(request))) {
      request.routePattern = '(not found)';
      return reply.code(404).type('application/json; charset=utf-8').shareable().send({ error: 'Not found' });
    }
    if (address !== pathname) {
      request.routePattern = '(redirect)';
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', ADDRESS_REDIRECT_CACHE).redirect(address + query, 308);
    }
    // Only a listing reads the query string, and only its own parameters: /about?x=1 is /about (its canonical URL
    // too). Otherwise every unique query string would force a render (docs/hardening.md).
    const query = request.url.slice(pathname.length);
    if (request.preview && options.preview) {
      const { headers, previewPerspective: perspective } = request;
      const url = pathname + query;
      return sendPage(reply, await options.preview({ url, headers, nonce: reply.scriptNonce, perspective }));
    }
    const listing = await listingAddress(pathname, query, options.listings);
    if (listing?.kind === 'redirect') {
      request.routePattern = '(redirect)';
      return reply.header('cache-control', ADDRESS_REDIRECT_CACHE).redirect(listing.location, 308);
    }
    if (listing?.kind === 'unkept') {
      return sendSharedPage(request, reply, await options.pages.renderUnkept(listing.url, request.headers));
    }
    return sendSharedPage(request, reply, await options.pages.get(listing?.url ?? pathname, request.headers));
  });
}

/**
 * A page from memory: its scripts allowed by hash, a 304 when the browser has it already, and the copy
 * compressed once in the encoding the browser prefers (an answer not kept is compressed by the plugin).
 */
function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage) {
  reply.allowScriptHashes(page.scriptHashes);
  if (page.status !== 200) return sendPage(reply, page);
  const answer = negotiateShared(request, reply, page);
  if ('notModified' in answer) {
    request.routePattern = routeLabel(page);
    // The browser keeps its copy, which may come from an earlier render whose scripts have other hashes (the
    // router's load times differ), so the 304 carries no CSP: the one stored with that copy stays. It carries
    // the caching headers of its 200, so a shared cache that revalidates keeps the page.
    reply.removeHeader('content-security-policy');
    return reply.code(304).shareable().send();
  }
  return sendPage(reply, page, answer.payload);
}

// A bounded label for logs and metrics: made-up paths all count as one, and so do redirects.
const routeLabel = (page: RenderedPage) =>
  page.status >= 300 && page.status < 400 ? '(redirect)' : (page.route ?? '(not found)');

function sendPage(reply: FastifyReply, page: RenderedPage, payload: string | Buffer = page.body) {
  reply.request.routePattern = routeLabel(page);
  const location = page.headers.get('location');
  if (page.status >= 300 && page.status < 400 && location) {
    // A page's own address, for another way of writing it (page-renderer.ts): the campaign's query string stays.
    const query = page.status === 308 ? reply.request.url.slice(reply.request.url.split('?')[0]!.length) : '';
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .redirect(location + query, page.status);
  }
  // A page and a "not found" page are the same for everyone; an outage's 503 is not kept (shared-caching.ts).
  return reply
    .code(page.status)
    .header('content-type', page.headers.get('content-type') ?? 'text/html; charset=utf-8')
    .shareable()
    .send(payload);
}
