import type { ContentResult, ContentSource } from '../../model/content-source.ts';
import { contentMessages } from '../../model/content-messages.ts';
import { listingQuery } from '../../model/listing.ts';
import { searchMessages } from '../../model/search.ts';

// A phone whose connection stalls would otherwise wait minutes behind a spinner; the server answers within its
// content budget (2.5 s), so this much time is a network that is not delivering (docs/product.md, "States").
const ANSWER_WITHIN_MS = 10_000;

async function getJson<T>(path: string, failure: string): Promise<ContentResult<T>> {
  try {
    const response = await fetch(path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    if (response.status === 404) return { status: 'not-found' };
    if (!response.ok) return { status: 'error', message: failure };
    return { status: 'ok', data: (await response.json()) as T };
  } catch {
    return { status: 'error', message: failure };
  }
}

/** The browser's way to content: our own /api, never the CMS; a list comes a page at a time. */
export function createApiContentSource(): ContentSource {
  return {
    listPosts: (search) => getJson(`/api/posts${listingQuery(search)}`, contentMessages.postsFailed),
    getPost: (slug) => getJson(`/api/posts/${encodeURIComponent(slug)}`, contentMessages.postFailed),
    listResources: (search) => getJson(`/api/resources${listingQuery(search)}`, contentMessages.resourcesFailed),
    getResource: (slug) => getJson(`/api/resources/${encodeURIComponent(slug)}`, contentMessages.resourceFailed),
    search: (query, page) =>
      getJson(`/api/search?${new URLSearchParams({ q: query, page: String(page) })}`, searchMessages.failed),
  };
}
