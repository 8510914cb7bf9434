import { tagKey } from '../../src/model/listing.ts';
import type { ContentAnswer, ContentReads, HeldLists } from '../content/content-service.ts';
import type { PublishChange } from '../content/provider-definition.ts';
import type { Listings } from '../content/listings.ts';
import { readListingSearch } from '../../src/model/listing.ts';
import { blogFeed } from '../../src/model/brand.ts';

// What each shareable answer shows, named for a shared cache (docs/operations.md, "Keys"): a publish purges the
// answers that show what changed, by these names, and nothing else. A list is named by itself, never by its
// items, so no answer carries more than a few dozen bytes of keys.

/** Every shared answer carries it: purging it empties the shared cache of this site. */
export const SITE_KEY = 'site';

/** The lists: blog pages (and /api/posts), resources, search, sitemap, feed. */
export const LIST_KEYS = {
  posts: 'posts',
  resources: 'resources',
  search: 'search',
  sitemap: 'sitemap',
  feed: 'feed',
} as const;

export type ItemKind = 'post' | 'resource';

/** Keys are written in headers separated by spaces (Surrogate-Key) and commas (Cache-Tag): neither may be in one. */
const safe = (text: string) => encodeURIComponent(text);

/** A tag's listing: one key per tag, however it is written. */
export const tagListKey = (tag: string) => `tag:${safe(tagKey(tag))}`;

/** An item by its CMS id, the one name that survives a new slug and that an unpublish webhook also carries. */
export const itemKey = (kind: ItemKind, id: string) => `${kind}:${safe(id)}`;

/** An item's address: its page, a page that links it as related reading, and its 404 until it is published. */
export const slugKey = (kind: ItemKind, slug: string) => `${kind}-slug:${slug}`;

type Item = { slug: string; sourceId?: string };

/** An item's own keys: by id where the CMS gives one (local files have none), and by address. */
export const keysOfItem = (kind: ItemKind, item: Item) => [
  ...(item.sourceId ? [itemKey(kind, item.sourceId)] : []),
  slugKey(kind, item.slug),
];

async function postKeys(listings: Listings, slug: string) {
  const answer = await listings.post(slug);
  if (answer.status !== 'ok') return [slugKey('post', slug)];
  const post = answer.data;
  return [
    ...keysOfItem('post', post),
    ...post.tags.map(tagListKey),
    ...post.related.map((related) => slugKey('post', related.slug)),
  ];
}

async function resourceKeys(reads: ContentReads, slug: string) {
  const answer: ContentAnswer<Item> = await reads.getResource(slug);
  return answer.status === 'ok' ? keysOfItem('resource', answer.data) : [slugKey('resource', slug)];
}

const SITEMAP = /^\/sitemap(?:-\d+)?\.xml$/;
const BLOG_POST = /^\/(?:api\/posts|blog)\/([^/]+)$/;
const RESOURCE = /^\/(?:api\/resources|resources)\/([^/]+)$/;

/**
 * The keys of the answer at `url` (a page or an /api address), read from the content the answer was made from
 * (the service holds it, so this asks the CMS nothing); a "not found" is keyed by its address alone, so the
 * publish of that slug purges it, and asks nothing either. Pages that show no content have none but the site's.
 */
export function keysOfAddress(reads: ContentReads, listings: Listings) {
  return async (url: string, found: boolean): Promise<string[]> => {
    const [pathname = '/', query = ''] = url.split('?', 2);
    if (pathname === '/blog' || pathname === '/api/posts') {
      const { tag } = readListingSearch(Object.fromEntries(new URLSearchParams(query)), true);
      return [tag ? tagListKey(tag) : LIST_KEYS.posts];
    }
    if (pathname === '/resources' || pathname === '/api/resources') return [LIST_KEYS.resources];
    if (pathname === '/search' || pathname === '/api/search') return [LIST_KEYS.search];
    if (pathname === blogFeed.path) return [LIST_KEYS.feed];
    if (SITEMAP.test(pathname)) return [LIST_KEYS.sitemap];
    const post = BLOG_POST.exec(pathname)?.[1];
    if (post && post !== 'thank-you') return found ? postKeys(listings, post) : [slugKey('post', post)];
    const resource = RESOURCE.exec(pathname)?.[1];
    if (resource) return found ? resourceKeys(reads, resource) : [slugKey('resource', resource)];
    return [];
  };
}

export type KeysOf = ReturnType<typeof keysOfAddress>;

type Version = Item & { tags?: readonly string[] };

/**
 * What to purge after a publish: the item by its id, its addresses and tags before and after (a new slug, a tag
 * taken off), and the lists it is in. A publish that names no item (an asset, an unknown type) purges the site.
 */
export function keysOfChange(change: PublishChange, { before, after }: { before: HeldLists; after: HeldLists }) {
  const { id, scope } = change;
  if (scope === 'all' || !id) return [SITE_KEY];
  const kind: ItemKind = scope === 'posts' ? 'post' : 'resource';
  const lists =
    scope === 'posts'
      ? [LIST_KEYS.posts, LIST_KEYS.search, LIST_KEYS.sitemap, LIST_KEYS.feed]
      : [LIST_KEYS.resources, LIST_KEYS.search, LIST_KEYS.sitemap];
  const versions = [before[scope], after[scope]].flatMap(
    (list) => (list as readonly Version[] | undefined)?.filter((item) => item.sourceId === id) ?? [],
  );
  const keys = [
    itemKey(kind, id),
    ...versions.flatMap((version) => [slugKey(kind, version.slug), ...(version.tags ?? []).map(tagListKey)]),
    ...lists,
  ];
  return [...new Set(keys)];
}
