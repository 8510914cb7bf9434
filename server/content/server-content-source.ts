import type { ContentResult, ContentSource } from '../../src/model/content-source.ts';
import { contentMessages } from '../../src/model/content-messages.ts';
import type { ContentAnswer, ContentReads, SearchContent } from './content-service.ts';
import { searchMessages } from '../../src/model/search.ts';
import { listingsOf } from './listings.ts';

function toResult<T>(answer: ContentAnswer<T>, failure: string): ContentResult<T> {
  if (answer.status === 'ok') return { status: 'ok', data: answer.data };
  if (answer.status === 'not-found') return { status: 'not-found' };
  return { status: 'error', message: failure };
}

/**
 * The server render reads content straight from the service, with the same answers /api gives; search is the
 * published content's (an editor in preview searches what visitors find).
 */
export function createServerContentSource(service: ContentReads, search: SearchContent): ContentSource {
  const listings = listingsOf(service);
  return {
    listPosts: async (search) => toResult(await listings.postsPage(search), contentMessages.postsFailed),
    getPost: async (slug) => toResult(await listings.post(slug), contentMessages.postFailed),
    listResources: async (search) => toResult(await listings.resourcesPage(search), contentMessages.resourcesFailed),
    getResource: async (slug) => toResult(await service.getResource(slug), contentMessages.resourceFailed),
    search: async (query, page) => toResult(await search(query, page), searchMessages.failed),
  };
}
