import type { PostSummary, PostWithRelated, Resource, ResourceSummary } from './content.ts';
import type { Listing, ListingSearch } from './listing.ts';
import type { SearchPage } from './search.ts';

/** What a screen gets back from the content layer: the data, a definite "not found", or an outage. */
export type ContentResult<T> =
  { status: 'ok'; data: T } | { status: 'not-found' } | { status: 'error'; message: string };

/**
 * How routes read content. On the server it is a direct call into the content service;
 * in the browser a small client of /api. Both give the same answers.
 */
export type ContentSource = {
  /** One page of the blog, or of a tag's posts; not found past the last page or for a tag no post has. */
  listPosts(search: ListingSearch): Promise<ContentResult<Listing<PostSummary>>>;
  getPost(slug: string): Promise<ContentResult<PostWithRelated>>;
  listResources(search: ListingSearch): Promise<ContentResult<Listing<ResourceSummary>>>;
  getResource(slug: string): Promise<ContentResult<Resource>>;
  /** A page of what holds every word of `query`; not found past the last page. */
  search(query: string, page: number): Promise<ContentResult<SearchPage>>;
};
