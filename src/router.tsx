import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { RouterContext } from './router-context.ts';
import { bodyInMarkupAdapter } from './components/rich-text/body-in-markup.ts';
import { ErrorPage } from './features/not-found/error-page.tsx';
import { PagePending } from './components/layout/page-pending.tsx';
import { reloadIfMovedBeforeHydration } from './site/moved-before-hydration.ts';

import type { PreviewState } from './model/preview.ts';
import type { EditorApp } from './model/editor-app.ts';

type DehydratedSite = { siteUrl: string; year: number; editorApp?: EditorApp; preview?: PreviewState };

/** `history`: the browser's, made beforehand in a task of its own (entry-client.tsx); the server's is in memory. */
export function createAppRouter(context: RouterContext, options: { nonce?: string; history?: RouterHistory } = {}) {
  let hydrating = true;
  const router = createRouter({
    routeTree,
    context,
    history: options.history,
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    defaultPreload: 'intent',
    // Search values are plain text, written as forms write them (`?tag=Growth+Ops&page=2`): the server's
    // listings read the same form, and a tag that looks like a number or JSON stays text.
    parseSearch: (search) => Object.fromEntries(new URLSearchParams(search)),
    stringifySearch: (search) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
      const query = params.toString();
      return query ? `?${query}` : '';
    },
    // A page that fails (its script lost to a dropped connection, a loader that throws) shows the error inside
    // the header and footer; only the root's own errorComponent replaces the whole document.
    defaultErrorComponent: ErrorPage,
    // A spinner only when loading takes noticeably long, and then long enough not to flash. Pages with a loading
    // screen of their own (the blog's and the resources') show theirs; every other page, and one of those whose
    // loading screen is itself still on its way, shows this one rather than the page left or an empty main.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 200,
    defaultPendingMinMs: 300,
    // New pages start at the top, Back and Forward return to where the reader was, and a #hash lands on its
    // element (120 px below the top through the page's scroll-padding-top). On a first load the server's HTML
    // does that as it is parsed (the router's inline script), so the render that hydrates a new visit leaves the
    // window where it is: a reader who scrolled before the page hydrated is not sent back to the top. A reload or
    // a return (`data-restored`) is placed again then, once the page is laid out, unless the reader has scrolled,
    // tapped or typed meanwhile (`data-reader-acted`; docs/performance.md, "Scrolling before hydration"). The
    // server asks too, and gets its inline script.
    scrollRestoration: () => {
      if (router.isServer || !hydrating) return true;
      hydrating = false;
      const { restored, readerActed } = document.documentElement.dataset;
      return restored !== undefined && readerActed === undefined;
    },
    // The page's CSS scrolls smoothly to anchors; a new page or a return must not animate from elsewhere, nor
    // a link to a section of another page (the breadcrumb's /services#ai) travel down from that page's top.
    scrollRestorationBehavior: 'instant',
    defaultHashScrollIntoView: { behavior: 'instant' },
    dehydrate: (): DehydratedSite => ({
      siteUrl: router.options.context.siteUrl,
      year: router.options.context.year,
      ...(router.options.context.editorApp ? { editorApp: router.options.context.editorApp } : {}),
      ...(router.options.context.preview ? { preview: router.options.context.preview } : {}),
    }),
    hydrate: (data: DehydratedSite) => {
      // Hydration waits for the page the address now names, which replaces this one.
      if (reloadIfMovedBeforeHydration()) return new Promise<never>(() => undefined);
      const { siteUrl, year, editorApp, preview } = data;
      router.update({ context: { ...router.options.context, siteUrl, year, editorApp, preview } });
    },
  });
  // A page's body travels once, as markup, not again in the data serialised for hydration (docs/performance.md).
  // Set after creation: the router reads it only when it dehydrates or hydrates.
  router.options.serializationAdapters = [bodyInMarkupAdapter];
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** false keeps a page out of the sitemap (a page for editors, or an address that only redirects). */
    sitemap?: boolean;
  }
}
