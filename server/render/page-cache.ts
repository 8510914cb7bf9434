import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';

type Entry = { page: RenderedPage; renderedAt: number };

export type PageCacheOptions = {
  freshMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Told whether each page came from memory (metrics). */
  onLookup?: (result: 'hit' | 'miss') => void;
};

/**
 * Pages depend only on their URL and on content, so each is rendered once and served from memory for a
 * while; a refresh runs in the background once it is stale. The per-response CSP nonce is written into a
 * cached copy with a placeholder that is swapped for the real nonce on every response.
 */
export class PageCache {
  /** A random token per process, so the placeholder cannot come from content. */
  private readonly placeholder = `n${randomBytes(15).toString('base64url')}`;
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  private readonly freshMs: number;
  private readonly now: () => number;
  private readonly onLookup: PageCacheOptions['onLookup'];

  private readonly renderer: PageRenderer;

  constructor(renderer: PageRenderer, options: PageCacheOptions = {}) {
    this.renderer = renderer;
    this.freshMs = options.freshMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.onLookup = options.onLookup;
    this.entries = new LRUCache({ max: options.maxEntries ?? 300 });
  }

  async get(url: string, headers: Record<string, string | string[] | undefined>, nonce: string): Promise<RenderedPage> {
    const entry = this.entries.get(url);
    this.onLookup?.(entry ? 'hit' : 'miss');
    let page: RenderedPage;
    if (entry) {
      if (this.now() - entry.renderedAt >= this.freshMs) void this.render(url, headers).catch(() => undefined);
      page = entry.page;
    } else {
      page = await this.render(url, headers);
    }
    return { ...page, body: page.body.replaceAll(this.placeholder, nonce) };
  }

  /** Forgets every page (after a content publish). */
  purge() {
    this.entries.clear();
  }

  private render(url: string, headers: Record<string, string | string[] | undefined>): Promise<RenderedPage> {
    const running = this.rendering.get(url);
    if (running) return running;
    const work = this.renderer
      .render({ url, headers, nonce: this.placeholder })
      .then((page) => {
        // Only answers that stay true for a while: a 503 (content outage) is rendered again next time.
        if (page.status === 200 || page.status === 404) this.store(url, page);
        return page;
      })
      .finally(() => this.rendering.delete(url));
    this.rendering.set(url, work);
    return work;
  }

  private store(url: string, page: RenderedPage) {
    this.entries.set(url, { page, renderedAt: this.now() });
  }
}
