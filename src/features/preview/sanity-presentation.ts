import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing';
import type { HistoryAdapter } from '@sanity/visual-editing/enable-visual-editing';
import type { AnyRouter } from '@tanstack/react-router';

// Sanity's Presentation tool shows a previewing page in a frame and talks to it over @sanity/comlink, as the
// node it calls "visual-editing" (docs/preview.md, "Sanity's Presentation tool"). Sanity's own
// @sanity/visual-editing is that node; this file tells it how this site's router moves and reloads.

// Where Presentation shows a page: its frame, or a window it opened.
const insidePresentation = () => window.self !== window.top || window.opener !== null;

// Only a path of this site: Presentation's address bar is typed into by a person, and the router would read
// another host's address (`//host/x`) as a page of this site (`/host/x`).
const OWN_PATH = /^\/(?![/\\])/;

function routerHistory(router: AnyRouter): HistoryAdapter {
  return {
    // What Presentation's address bar shows: each page the router renders, with its title, which the page's
    // head holds a frame after the render.
    subscribe(navigate) {
      const report = (type: 'push' | 'replace') =>
        requestAnimationFrame(() => navigate({ type, url: router.state.location.href, title: document.title }));
      report('replace');
      return router.subscribe('onRendered', (event) => {
        if (event.hrefChanged) report('push');
      });
    },
    // A path typed into that bar, or Presentation's back button: the page moves within the app.
    update({ type, url }) {
      if (type === 'pop') router.history.back();
      else if (OWN_PATH.test(url)) void router.navigate({ href: url, replace: type === 'replace' });
    },
  };
}

/**
 * The page as Presentation's node: its address bar and title follow the page; a path typed into that bar
 * moves the page; when the editor changes a document (Sanity saves drafts as they type) or presses refresh,
 * the page reads its drafts again without a reload; and Sanity's overlays outline each field the page tags
 * with `data-sanity` (features/content/editable.ts), so a click opens that field in the Studio.
 */
export function startEditor(router: AnyRouter) {
  if (!insidePresentation()) return;
  enableVisualEditing({ history: routerHistory(router), refresh: () => router.invalidate() });
}
