import type { Post, Resource, RichBody } from '../../src/model/content.ts';

/**
 * A source of posts and resources. Providers normalise their own format into the neutral model and
 * throw when they cannot answer; caching, timeouts and fallbacks live in the content service.
 */
export type ContentProvider = {
  readonly name: string;
  /** Newest first. A list needs no body (the content service drops it), so a provider may leave it empty. */
  listPosts(signal: AbortSignal): Promise<Post[]>;
  getPost(slug: string, signal: AbortSignal): Promise<Post | null>;
  listResources(signal: AbortSignal): Promise<Resource[]>;
  getResource(slug: string, signal: AbortSignal): Promise<Resource | null>;
  /**
   * Every post's (or resource's) body, handed over a page at a time so that they are never all in memory at
   * once: how the search index reads a whole blog (server/content/search-index.ts).
   */
  eachBody(kind: 'post' | 'resource', take: (slug: string, body: RichBody) => void, signal: AbortSignal): Promise<void>;
};

/** An upstream refusal that says when to ask again (a 429 with x-contentful-ratelimit-reset). */
export class RateLimitedError extends Error {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super(`rate limited for ${retryAfterMs} ms`);
    this.retryAfterMs = retryAfterMs;
    this.name = 'RateLimitedError';
  }
}
