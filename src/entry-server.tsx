import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router.tsx';
import type { RouterContext } from './router-context.ts';
import { ROUTE_PATTERN_HEADER } from './model/render-headers.ts';

export { listStaticPaths } from './site/static-paths.ts';

/** The asset list (scripts, styles, preloads, inline CSS) that the router writes into every page. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export type RenderInput = {
  request: Request;
  nonce: string;
  manifest: ServerManifest;
  context: RouterContext;
};

/** Renders one page request to a full HTML document (or a redirect) with the app's route tree. */
export async function renderPage({ request, nonce, manifest, context }: RenderInput): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(context, { nonce }),
    getRouterManifest: () => manifest,
  });
  return handler(({ router, responseHeaders }) => {
    const match = router.state.matches.at(-1);
    // An index route's path ends in a slash (/services/): the pattern is the path visitors use.
    if (match) responseHeaders.set(ROUTE_PATTERN_HEADER, match.fullPath.replace(/(.)\/$/, '$1'));
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
}
