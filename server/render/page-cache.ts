import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageRenderer } from './page-renderer.ts';
import { sharePage } from './shared-page.ts';
import type { SharedPage } from './shared-page.ts';

type Entry = { page: SharedPage; renderedAt: number };

export type PageCacheOptions = {
  freshMs?: number;
  maxEntries?: number;
  /** Pages not found are kept apart, so made-up paths never push a real page out of memory. */
  maxMissing?: number;
  now?: () => number;
  /** Told whether each page came from memory (metrics). */
  onLookup?: (result: 'hit' | 'miss') => void;
};

/**
 * Pages depend only on their URL and on content, so each is rendered once and served from memory for a
 * while; a refresh runs in the background once it is stale. Every visitor gets the same bytes: the page's
 * inline scripts are allowed by hash, not by a per-response nonce, so a kept page is compressed once
 * (`shared-page.ts`).
 */
export class PageCache {
  /** The nonce the renderer writes, taken out again: a random token per process, so content cannot hold it. */
  private readonly placeholder = `n${randomBytes(15).toString('base64url')}`;
  private readonly entries: LRUCache<string, Entry>;
  private readonly missing: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<SharedPage>>();
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
    this.missing = new LRUCache({ max: options.maxMissing ?? 100 });
  }

  async get(url: string, headers: Record<string, string | string[] | undefined>): Promise<SharedPage> {
    const entry = this.entries.get(url) ?? this.missing.get(url);
    this.onLookup?.(entry ? 'hit' : 'miss');
    if (!entry) return this.render(url, headers);
    if (this.now() - entry.renderedAt >= this.freshMs) void this.render(url, headers).catch(() => undefined);
    return entry.page;
  }

  /** Forgets every page (after a content publish). */
  purge() {
    this.entries.clear();
    this.missing.clear();
  }

  private render(url: string, headers: Record<string, string | string[] | undefined>): Promise<SharedPage> {
    const running = this.rendering.get(url);
    if (running) return running;
    const work = this.renderer
      .render({ url, headers, nonce: this.placeholder })
      .then((rendered) => {
        // Only answers that stay true for a while: a 503 (content outage) is rendered again next time.
        const kept = rendered.status === 200 || rendered.status === 404;
        // A 404 per made-up path is kept, but compressed per response: nobody asks for it twice.
        const page = sharePage(rendered, this.placeholder, { compress: rendered.status === 200 });
        if (kept) this.store(rendered.status === 200 ? this.entries : this.missing, url, page);
        return page;
      })
      .finally(() => this.rendering.delete(url));
    this.rendering.set(url, work);
    return work;
  }

  private store(entries: LRUCache<string, Entry>, url: string, page: SharedPage) {
    // A path that changed between found and not found (a post published or taken down) is in one place only.
    (entries === this.entries ? this.missing : this.entries).delete(url);
    entries.set(url, { page, renderedAt: this.now() });
  }
}
