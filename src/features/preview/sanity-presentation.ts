import { createNode } from '@sanity/comlink';
import type { AnyRouter } from '@tanstack/react-router';

// Sanity's Presentation tool shows a previewing page in a frame and talks to it over @sanity/comlink, as the
// node it calls "visual-editing" (docs/preview.md, "Sanity's Presentation tool"). These are the messages of
// that protocol the page takes part in, in their wire format (@sanity/presentation-comlink's types).

type HistoryUpdate = { type: 'push' | 'pop' | 'replace'; url: string; title?: string };
/** `manual`: the editor pressed Presentation's refresh; `mutation`: a document open in the Studio changed. */
type HistoryRefresh = { source: 'manual' | 'mutation'; livePreviewEnabled: boolean; document?: { _id: string } };

type FromPresentation =
  { type: 'presentation/navigate'; data: HistoryUpdate } | { type: 'presentation/refresh'; data: HistoryRefresh };

type ToPresentation =
  | { type: 'visual-editing/navigate'; data: HistoryUpdate }
  | { type: 'visual-editing/meta'; data: { title: string } }
  | { type: 'visual-editing/refreshing'; data: HistoryRefresh }
  | { type: 'visual-editing/refreshed'; data: HistoryRefresh };

// Where Presentation shows a page: its frame, or a window it opened.
const insidePresentation = () => window.self !== window.top || window.opener !== null;

// Only a path of this site: Presentation's address bar is typed into by a person, and the router would read
// another host's address (`//host/x`) as a page of this site (`/host/x`).
const OWN_PATH = /^\/(?![/\\])/;

/**
 * The page as Presentation's node: Presentation's address bar and title follow the page; a path typed into
 * that bar moves the page; and when the editor changes a document (Sanity saves drafts as they type) or
 * presses refresh, the page reads its drafts again, so the pane shows the change without a reload. There is
 * no click-to-edit: that needs Sanity's overlays, which are not built in.
 */
export function startEditor(router: AnyRouter) {
  if (!insidePresentation()) return;
  const node = createNode<ToPresentation, FromPresentation>({ name: 'visual-editing', connectTo: 'presentation' });
  node.on('presentation/refresh', (refresh) => {
    node.post('visual-editing/refreshing', refresh);
    void router.invalidate().finally(() => node.post('visual-editing/refreshed', refresh));
  });
  node.on('presentation/navigate', ({ url, type }) => {
    if (OWN_PATH.test(url)) void router.navigate({ href: url, replace: type === 'replace' });
  });
  const report = (type: HistoryUpdate['type']) => {
    // The page's head has its title once the page has rendered; a frame later it is in the document.
    requestAnimationFrame(() => {
      node.post('visual-editing/navigate', { type, url: router.state.location.href, title: document.title });
      node.post('visual-editing/meta', { title: document.title });
    });
  };
  router.subscribe('onRendered', (event) => {
    if (event.hrefChanged) report('push');
  });
  report('replace');
  node.start();
}
