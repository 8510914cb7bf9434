import type { Post, PostSummary, Resource, ResourceSummary } from './content.ts';

/** What a screen gets back from the content layer: the data, a definite "not found", or an outage. */
export type ContentResult<T> =
  { status: 'ok'; data: T } | { status: 'not-found' } | { status: 'error'; message: string };

/**
 * How routes read content. On the server it is a direct call into the content service;
 * in the browser a small client of /api. Both give the same answers.
 */
export type ContentSource = {
  listPosts(): Promise<ContentResult<PostSummary[]>>;
  getPost(slug: string): Promise<ContentResult<Post>>;
  listResources(): Promise<ContentResult<ResourceSummary[]>>;
  getResource(slug: string): Promise<ContentResult<Resource>>;
};
