import type { ContentResult, ContentSource } from '../../src/model/content-source.ts';
import { contentMessages } from '../../src/model/content-messages.ts';
import type { ContentAnswer, ContentReads } from './content-service.ts';

function toResult<T>(answer: ContentAnswer<T>, failure: string): ContentResult<T> {
  if (answer.status === 'ok') return { status: 'ok', data: answer.data };
  if (answer.status === 'not-found') return { status: 'not-found' };
  return { status: 'error', message: failure };
}

/** The server render reads content straight from the service, with the same answers /api gives. */
export function createServerContentSource(service: ContentReads): ContentSource {
  return {
    listPosts: async () => toResult(await service.listPosts(), contentMessages.postsFailed),
    getPost: async (slug) => toResult(await service.getPost(slug), contentMessages.postFailed),
    listResources: async () => toResult(await service.listResources(), contentMessages.resourcesFailed),
    getResource: async (slug) => toResult(await service.getResource(slug), contentMessages.resourceFailed),
  };
}
