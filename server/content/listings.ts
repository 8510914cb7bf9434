import type { PostSummary, PostWithRelated, RelatedPost, ResourceSummary } from '../../src/model/content.ts';
import { listingPage, listingQuery, tagKey } from '../../src/model/listing.ts';
import type { Listing, ListingLayout, ListingSearch } from '../../src/model/listing.ts';
import type { ContentAnswer, ContentReads } from './content-service.ts';

/** The most related posts a post ends with. */
const RELATED_POSTS = 3;

// A page of a list, or a post's related posts, is made once per list the service holds (the same object until
// the content changes), so an answer made from it is the same object too (server/shared-body.ts).
const memo = new WeakMap<object, Map<string, unknown>>();
function once<T>(list: object, key: string, make: () => T): T {
  let kept = memo.get(list);
  if (!kept) memo.set(list, (kept = new Map()));
  if (kept.has(key)) return kept.get(key) as T;
  const made = make();
  kept.set(key, made);
  return made;
}

function pageOf<T extends object>(answer: ContentAnswer<T[]>, search: ListingSearch, layout: ListingLayout) {
  if (answer.status !== 'ok') return answer;
  const list = answer.data;
  const page = listingPage(list, search, layout);
  if (!page) return { status: 'not-found' } as const;
  // Memoised by the page's own written address, so the two spellings of one tag share it.
  const listing = once(list, listingQuery({ tag: page.tag, page: page.page }), () => page);
  return { status: 'ok', data: listing, source: answer.source } as const;
}

/** Up to three other posts that share the most tags with `post`, newest first among equals. */
export function relatedPosts(post: PostSummary, list: readonly PostSummary[]): RelatedPost[] {
  const own = new Set(post.tags.map(tagKey));
  if (own.size === 0) return [];
  return list
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: new Set(other.tags.map(tagKey).filter((tag) => own.has(tag))).size }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, RELATED_POSTS)
    .map(({ other: { slug, title, publishedDate } }) => ({ slug, title, publishedDate }));
}

/** The listings and the post with its related reading that pages and /api answer, made from what `reads` holds. */
export function listingsOf(reads: ContentReads) {
  return {
    postsPage: async (search: ListingSearch): Promise<ContentAnswer<Listing<PostSummary>>> =>
      pageOf(await reads.listPosts(), search, { featured: true }),

    resourcesPage: async (search: ListingSearch): Promise<ContentAnswer<Listing<ResourceSummary>>> =>
      pageOf(await reads.listResources(), { page: search.page }, { featured: false }),

    async post(slug: string): Promise<ContentAnswer<PostWithRelated>> {
      // The list only for a post found: a slug that is no post's asks nothing more.
      const answer = await reads.getPost(slug);
      if (answer.status !== 'ok') return answer;
      const list = await reads.listPosts();
      // Without the list (an outage with no snapshot) the post still shows, without related reading.
      const posts = list.status === 'ok' ? list.data : [];
      const data = once(answer.data, 'related', () => new WeakMap<object, PostWithRelated>());
      let withRelated = data.get(posts);
      if (!withRelated) {
        withRelated = { ...answer.data, related: relatedPosts(answer.data, posts) };
        data.set(posts, withRelated);
      }
      return { status: 'ok', data: withRelated, source: answer.source };
    },
  };
}

export type Listings = ReturnType<typeof listingsOf>;
