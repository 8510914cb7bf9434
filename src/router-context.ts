import type { ContentSource } from './model/content-source.ts';
import type { PreviewState } from './model/preview.ts';
import type { PageStylesFor } from './model/page-styles.ts';
import type { RefusedPost } from './model/contact.ts';
import type { EditorApp } from './model/editor-app.ts';

// What every route gets from the router: on the server it is filled per request,
// in the browser it is built by entry-client (siteUrl restored from the server's dehydrated state).
export type RouterContext = {
  siteUrl: string;
  /**
   * The year the page was rendered in (UTC), for the footer's copyright line. The browser takes the server's with
   * the rest of the dehydrated state: a visitor whose own year is another (New Year's Eve in another time zone, a
   * clock set wrong) would otherwise hydrate different text, which React 19 answers by rendering the page anew.
   */
  year: number;
  content: ContentSource;
  /** Server only: the page is showing a content outage, so its status becomes 503 (no-op in the browser). */
  markUnavailable: () => void;
  /** The CMS's own app, for the publication page's link back to it; absent with no CMS. */
  editorApp?: EditorApp;
  /** Set when this browser is in an editor's preview (drafts visible); restored from the server's state. */
  preview?: PreviewState;
  /** Server only: the CSS a page carries inline in its head (see components/layout/critical-css). */
  pageStyles?: PageStylesFor;
  /** Server only: the contact form posted without the page's script and refused, for the page that answers it. */
  refusedPost?: RefusedPost;
};
