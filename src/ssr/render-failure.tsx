import { RouterContextProvider } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterServer, createRequestHandler } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ErrorPage } from '../features/not-found/error-page.tsx';
import { siteConfig } from '../site/site-config.ts';
import type { RouterContext } from '../router-context.ts';

// What the server does when rendering a page throws (docs/hardening.md, "A page that fails to render").

/** One error thrown while rendering, with the components it was thrown in when React knows them. */
export type RenderError = { error: unknown; componentStack?: string };

/** `page`: a screen threw, inside the layout; `layout`: the document itself (head, header, footer) did. */
export type RenderFailure = { part: 'page' | 'layout'; errors: RenderError[] };

// Finding the errors renders the page once more; it is given this long before it stops.
const DIAGNOSIS_MS = 5_000;

/** The error page's section, as static HTML, for the place of a screen that failed. */
export function failureNotice(router: AnyRouter): string {
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <ErrorPage />
    </RouterContextProvider>,
  );
}

/**
 * A whole document for when the layout failed: the error page, the site's base CSS when it can be had, no
 * script (the app would only fail again), never indexed.
 */
export function failedDocument(router: AnyRouter, context: RouterContext): string {
  let css: string | undefined;
  try {
    css = context.pageStyles?.(['__root__']).css;
  } catch {
    // The layout may have failed on its CSS itself: the document then goes without it.
  }
  const page = renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`Something went wrong | ${siteConfig.name}`}</title>
          {css !== undefined && <style dangerouslySetInnerHTML={{ __html: css }} />}
        </head>
        <body>
          <main id="main">
            <ErrorPage />
          </main>
        </body>
      </html>
    </RouterContextProvider>,
  );
  return `<!DOCTYPE html>${page}`;
}

/**
 * Renders the request again, only to learn what threw: `renderToString` keeps a screen's error to itself and
 * leaves its boundary for the browser; `prerender` reports each error, with its component stack.
 */
export async function findRenderErrors(input: {
  request: Request;
  createRouter: () => AnyRouter;
  getRouterManifest: Parameters<typeof createRequestHandler>[0]['getRouterManifest'];
}): Promise<RenderError[]> {
  const errors: RenderError[] = [];
  const handler = createRequestHandler(input);
  await handler(async ({ router }) => {
    try {
      const { prelude } = await prerender(<RouterServer router={router} />, {
        signal: AbortSignal.timeout(DIAGNOSIS_MS),
        onError: (error, info) => {
          errors.push({ error, componentStack: info?.componentStack ?? undefined });
        },
      });
      await new Response(prelude).text();
    } catch (error) {
      if (!errors.some((found) => found.error === error)) errors.push({ error });
    } finally {
      router.serverSsr?.cleanup();
    }
    return new Response(null);
  });
  return errors;
}
