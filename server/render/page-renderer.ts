import type { EditorApp } from '../../src/model/editor-app.ts';
import type { RenderFailure, RenderInput, ServerManifest } from '../../src/entry-server.tsx';
import { PAGE_PATH_HEADER, ROUTE_PATTERN_HEADER } from '../../src/model/render-headers.ts';
import type { ContentSource } from '../../src/model/content-source.ts';
import type { PreviewState } from '../../src/model/preview.ts';
import type { PageStylesFor } from '../../src/model/page-styles.ts';
import type { RefusedPost } from '../../src/model/contact.ts';

export type RenderPage = (input: RenderInput) => Promise<Response>;

export type RenderedPage = {
  status: number;
  headers: Headers;
  body: string;
  /** The route pattern that matched (/blog/$slug), for logs and metrics; absent for a page not found. */
  route?: string;
};

/** What the page route needs: turn a URL into a finished HTML document (or a redirect). */
export type PageRenderer = {
  render(input: {
    url: string;
    headers: Record<string, string | string[] | undefined>;
    nonce: string;
    /** An editor's preview: drafts as the content, and the state the page shows (never cached). */
    preview?: { content: ContentSource; state: PreviewState };
    /** The contact page answering a form post it refused: the visitor's values and the reason (never cached). */
    refusedPost?: RefusedPost;
  }): Promise<RenderedPage>;
};

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * A page found under another way of writing its address than its own (`/%61bout`, `/blog/../about`, `/about%20`
 * are /about to the router): a permanent redirect there, so that each page is rendered and kept once
 * (docs/hardening.md, "Addresses"). The page route adds the visitor's query string.
 */
function ownAddress(location: string): RenderedPage {
  return { status: 308, headers: new Headers({ location }), body: '' };
}

export function createPageRenderer(options: {
  loadRenderPage: () => Promise<RenderPage>;
  loadManifest: () => Promise<ServerManifest>;
  siteUrl: string;
  /** The CMS's own app, for the publication page's link. */
  editorApp?: EditorApp;
  content: ContentSource;
  /** The CSS each page carries inline (production); none in development, where Vite injects it. */
  pageStyles?: PageStylesFor;
  /** Told when a page could not be rendered whole, with what threw (for the log and metrics). */
  onRenderFailure?: (url: string, failure: RenderFailure) => void;
}): PageRenderer {
  return {
    async render({ url, headers, nonce, preview, refusedPost }) {
      const [renderPage, manifest] = await Promise.all([options.loadRenderPage(), options.loadManifest()]);
      const request = new Request(new URL(url, options.siteUrl), { method: 'GET', headers: toHeaders(headers) });
      let unavailable = false;
      const context = {
        siteUrl: options.siteUrl,
        year: new Date().getUTCFullYear(),
        editorApp: options.editorApp,
        content: preview?.content ?? options.content,
        preview: preview?.state,
        pageStyles: options.pageStyles,
        refusedPost,
        markUnavailable: () => {
          unavailable = true;
        },
      };
      const onFailure = (failure: RenderFailure) => options.onRenderFailure?.(url, failure);
      const response = await renderPage({ request, nonce, manifest, context, onFailure });
      const isRedirect = response.status >= 300 && response.status < 400;
      // A page that renders a content outage is not a page to index or cache: 503 tells crawlers to come back.
      const status = unavailable && response.status === 200 ? 503 : response.status;
      const route = response.headers.get(ROUTE_PATTERN_HEADER) ?? undefined;
      const pagePath = response.headers.get(PAGE_PATH_HEADER);
      response.headers.delete(ROUTE_PATTERN_HEADER);
      response.headers.delete(PAGE_PATH_HEADER);
      if (status === 200 && pagePath && pagePath !== url.split('?')[0]) return ownAddress(pagePath);
      return {
        status,
        headers: response.headers,
        body: isRedirect ? '' : await response.text(),
        ...(route && response.status !== 404 ? { route } : {}),
      };
    },
  };
}
