import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router.tsx';
import { createApiContentSource } from './features/content/api-content-source.ts';
import { watchFailedStylesheets } from './components/layout/stylesheet-retry.ts';
import { keepPlaceThroughLoading } from './site/place-through-loading.ts';

// The content pages' loader data carries `error` when their content could not be fetched (routes/blog and
// routes/resources).
const showsFailure = (data: unknown) => typeof data === 'object' && data !== null && 'error' in data && !!data.error;

function hydrate() {
  watchFailedStylesheets();
  const history = createBrowserHistory();
  // The router saves the window's place on leaving only if it has seen the window scroll since its last render: a
  // reader who scrolled before that (the first seconds on a phone) and not since was sent to the top by a reload
  // or a Back. So the router sees a scroll before the page is left (added before its own pagehide listener) and
  // after each of its renders (docs/performance.md, "Scrolling before hydration").
  const seenScrolling = () => document.dispatchEvent(new Event('scroll'));
  addEventListener('pagehide', seenScrolling);
  // The real siteUrl and year arrive with the server's dehydrated state (see router.tsx).
  const router = createAppRouter(
    {
      siteUrl: window.location.origin,
      year: new Date().getUTCFullYear(),
      content: createApiContentSource(),
      markUnavailable: () => undefined,
    },
    { history },
  );
  // A failed load is shown once and never kept: a link hovered while the connection was down (a preload) would
  // otherwise show that failure when clicked for the next 30 s, and a page left in a failed state would show it
  // again on Back before asking anew (docs/product.md, "States"). Preloads still in flight are left to finish, so a
  // tap that lands on one sees its outcome.
  // After the router's own listener, which forgets what it saw scroll.
  router.subscribe('onRendered', seenScrolling);
  keepPlaceThroughLoading(router);
  router.subscribe('onBeforeNavigate', () => router.clearCache({ filter: (match) => showsFailure(match.loaderData) }));
  // Back from another site restores this page from the browser's back/forward cache as it was left; one left in a
  // failed state asks again, showing its loading state meanwhile, as Back within the site does.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted)
      void router.invalidate({ filter: (match) => showsFailure(match.loaderData), forcePending: true });
  });
  // A transition, so React hydrates in small slices: no long task keeps a visitor's tap waiting.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}

hydrate();
