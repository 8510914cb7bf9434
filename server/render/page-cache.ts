import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageRenderer } from './page-renderer.ts';
import { sharePage } from './shared-page.ts';
import type { SharedPage } from './shared-page.ts';

type RequestHeaders = Record<string, string | string[] | undefined>;

/** A render that is answered but not kept: a content outage (503) is rendered again next time. */
class NotKept extends Error {
  readonly page: SharedPage;
  constructor(page: SharedPage) {
    super('page not kept');
    this.page = page;
  }
}

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
 * while; once stale it is still served while lru-cache's fetch renders it again in the background, and
 * visitors asking at once share one render. Every visitor gets the same bytes: the page's inline scripts are
 * allowed by hash, not by a per-response nonce, so a kept page is compressed once (`shared-page.ts`).
 */
export class PageCache {
  /** The nonce the renderer writes, taken out again: a random token per process, so content cannot hold it. */
  private readonly placeholder = `n${randomBytes(15).toString('base64url')}`;
  private readonly found: LRUCache<string, SharedPage, RequestHeaders>;
  private readonly missing: LRUCache<string, SharedPage, RequestHeaders>;
  /** Renders of addresses in neither: visitors asking at once share one, and none takes a kept page's place. */
  private readonly firstRenders: LRUCache<string, SharedPage, RequestHeaders>;
  private readonly onLookup: PageCacheOptions['onLookup'];
  private readonly renderer: PageRenderer;

  constructor(renderer: PageRenderer, options: PageCacheOptions = {}) {
    this.renderer = renderer;
    this.onLookup = options.onLookup;
    const now = options.now ?? Date.now;
    // Each instance keeps the pages of one status; a render of another status is placed where it belongs.
    const instance = (status: 200 | 404 | undefined, max: number) =>
      new LRUCache<string, SharedPage, RequestHeaders>({
        max,
        ttl: Math.max(1, options.freshMs ?? 10_000),
        // Read the clock on every check, so an injected clock is honoured at once.
        ttlResolution: 0,
        perf: { now },
        allowStale: true,
        noDeleteOnStaleGet: true,
        // A refresh that meets an outage keeps the page it had.
        noDeleteOnFetchRejection: true,
        fetchMethod: async (url, _stale, { context }) => {
          const page = await this.render(url, context);
          if (page.status === status) return page;
          this.place(url, page);
          return undefined;
        },
      });
    this.found = instance(200, options.maxEntries ?? 300);
    this.missing = instance(404, options.maxMissing ?? 100);
    this.firstRenders = instance(undefined, options.maxMissing ?? 100);
  }

  async get(url: string, headers: RequestHeaders): Promise<SharedPage> {
    const cache = [this.found, this.missing].find((kept) => kept.peek(url, { allowStale: true }) !== undefined);
    this.onLookup?.(cache ? 'hit' : 'miss');
    try {
      const page = await (cache ?? this.firstRenders).fetch(url, { context: headers });
      return page ?? this.placed(url) ?? (await this.render(url, headers));
    } catch (error) {
      if (error instanceof NotKept) return error.page;
      throw error;
    }
  }

  /** A page rendered for this request only (an address made up by the visitor): kept nowhere. */
  async renderUnkept(url: string, headers: RequestHeaders): Promise<SharedPage> {
    this.onLookup?.('miss');
    return this.render(url, headers);
  }

  /** Forgets every page (after a content publish). */
  purge() {
    this.found.clear();
    this.missing.clear();
  }

  /** Keeps a page found or not found where it belongs (a post published or taken down moves); else refuses it. */
  private place(url: string, page: SharedPage) {
    if (page.status !== 200 && page.status !== 404) throw new NotKept(page);
    const [home, other] = page.status === 200 ? [this.found, this.missing] : [this.missing, this.found];
    other.delete(url);
    home.set(url, page);
  }

  private placed(url: string) {
    return this.found.peek(url, { allowStale: true }) ?? this.missing.peek(url, { allowStale: true });
  }

  private async render(url: string, headers: RequestHeaders): Promise<SharedPage> {
    const rendered = await this.renderer.render({ url, headers, nonce: this.placeholder });
    // A 404 per made-up path is kept, but compressed per response: nobody asks for it twice.
    return sharePage(rendered, this.placeholder, { compress: rendered.status === 200 });
  }
}
