import { RouterServer, createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './router.tsx';
import type { RouterContext } from './router-context.ts';
import { PAGE_PATH_HEADER, ROUTE_PATTERN_HEADER } from './model/render-headers.ts';
import { hasFailedBoundary, replaceFailedFallbacks } from './ssr/failed-boundaries.ts';
import { failedDocument, failureNotice, findRenderErrors } from './ssr/render-failure.tsx';
import type { RenderFailure } from './ssr/render-failure.tsx';

export { listStaticPaths } from './site/static-paths.ts';
export type { RenderFailure } from './ssr/render-failure.tsx';

/** The asset list (scripts, styles, preloads, inline CSS) that the router writes into every page. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export type RenderInput = {
  request: Request;
  nonce: string;
  manifest: ServerManifest;
  context: RouterContext;
  /** Told what threw when the page could not be rendered whole (the answer is then a 500). */
  onFailure?: (failure: RenderFailure) => void;
};

/**
 * Renders one page request to a full HTML document (or a redirect) with the app's route tree. A screen that
 * throws gets the error page in its place, inside the layout; a layout that throws, a document of its own.
 * Both answer 500 (docs/hardening.md, "A page that fails to render").
 */
export async function renderPage({ request, nonce, manifest, context, onFailure }: RenderInput): Promise<Response> {
  const handlerInput = {
    request,
    createRouter: () => createAppRouter(context, { nonce }),
    getRouterManifest: () => manifest,
  };
  let failed: RenderFailure['part'] | undefined;
  let layoutFailure: string | undefined;
  const response = await createRequestHandler(handlerInput)(({ router, responseHeaders }) => {
    const match = router.state.matches.at(-1);
    // An index route's path ends in a slash (/services/): the pattern is the path visitors use.
    if (match) responseHeaders.set(ROUTE_PATTERN_HEADER, match.fullPath.replace(/(.)\/$/, '$1'));
    // The path as the page's head names it (page-head.ts), written as a header may carry it.
    if (match) responseHeaders.set(PAGE_PATH_HEADER, encodeURI(match.pathname.replace(/(.)\/+$/, '$1')));
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => {
        let html: string;
        try {
          html = renderToString(<RouterServer router={router} />);
        } catch {
          failed = 'layout';
          layoutFailure = failedDocument(router, context);
          return '';
        }
        if (!hasFailedBoundary(html)) return html;
        failed = 'page';
        return replaceFailedFallbacks(html, failureNotice(router));
      },
    });
  });
  if (!failed) return response;
  onFailure?.({ part: failed, errors: await findRenderErrors(handlerInput) });
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(layoutFailure ?? (await response.text()), { status: 500, headers });
}
