/**
 * The pages of a list (the blog, a tag's posts, the resources), so every item is on exactly one page. The blog's
 * page 1 shows its newest post large above its cards (one more item than a page of cards); the library shows its
 * top resource among its cards, so its pages are all a page of cards.
 */
export const CARDS_PER_PAGE = 12;

/** What a listing's address asks for: a page (1 when absent) and, on the blog, a tag. */
export type ListingSearch = { page?: number; tag?: string };

export type Listing<T> = {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** The tag as the CMS spells it, for a tag's listing. */
  tag?: string;
};

/** How a list is cut: with `featured`, page 1 holds one more item, shown large. */
export type ListingLayout = { featured: boolean };

const firstPageSize = ({ featured }: ListingLayout) => CARDS_PER_PAGE + (featured ? 1 : 0);

/** How many pages a list of `total` items fills (one, even when it is empty). */
export function pageCountOf(total: number, layout: ListingLayout): number {
  const first = firstPageSize(layout);
  return total <= first ? 1 : 1 + Math.ceil((total - first) / CARDS_PER_PAGE);
}

/** A tag in the form it is compared in: tags match whatever their case. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

// Any item of a list: posts have tags, resources none.
type Tagged = object;
const tagsOf = (item: Tagged): readonly string[] =>
  'tags' in item && Array.isArray(item.tags) ? (item.tags as string[]) : [];

type TagIndex<T> = Map<string, { spelling: string; items: T[] }>;
const tagIndexes = new WeakMap<object, TagIndex<unknown>>();

/** Each tag of a list, as its first item spells it, with its items in the list's order: made once per list. */
function tagIndexOf<T extends Tagged>(all: readonly T[]): TagIndex<T> {
  let index = tagIndexes.get(all) as TagIndex<T> | undefined;
  if (index) return index;
  index = new Map();
  for (const item of all) {
    for (const tag of new Set(tagsOf(item))) {
      const key = tagKey(tag);
      if (!key) continue;
      const entry = index.get(key);
      if (!entry) index.set(key, { spelling: tag, items: [item] });
      else if (entry.items.at(-1) !== item) entry.items.push(item);
    }
  }
  tagIndexes.set(all, index);
  return index;
}

/**
 * One page of a list, newest first as the list is; undefined for a page past the last, a page that is not a
 * whole number from 1, or a tag no item carries.
 */
export function listingPage<T extends Tagged>(
  all: readonly T[],
  search: ListingSearch,
  layout: ListingLayout,
): Listing<T> | undefined {
  const page = search.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  let items: readonly T[] = all;
  let tag: string | undefined;
  if (search.tag !== undefined) {
    const tagged = tagIndexOf(all).get(tagKey(search.tag));
    if (!tagged) return undefined;
    ({ spelling: tag, items } = tagged);
  }
  const pageCount = pageCountOf(items.length, layout);
  if (page > pageCount) return undefined;
  const first = firstPageSize(layout);
  const start = page === 1 ? 0 : first + (page - 2) * CARDS_PER_PAGE;
  const end = page === 1 ? first : start + CARDS_PER_PAGE;
  return { items: items.slice(start, end), page, pageCount, total: items.length, ...(tag ? { tag } : {}) };
}

/** A listing's search as its address carries it: a page written otherwise than as a number is kept as written. */
export type ListingParams = { tag?: string; page?: number | string };

/** A listing's query string in its one written form, as the router writes it: the tag, then the page from 2. */
export function listingQuery(search: ListingParams): string {
  const params = new URLSearchParams();
  if (search.tag !== undefined) params.set('tag', search.tag);
  if (search.page !== undefined && String(search.page) !== '1') params.set('page', String(search.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const WHOLE_PAGE = /^[1-9][0-9]{0,8}$/;

/**
 * What the router keeps of a listing's address: its own parameters as written, so that an address it renders
 * is the one it was asked for (the server's router redirects to the form it would write).
 */
export function listingParams(search: Record<string, unknown>, withTag: boolean): ListingParams {
  const params: ListingParams = {};
  if (withTag && typeof search.tag === 'string') params.tag = search.tag;
  if (typeof search.page === 'string' || typeof search.page === 'number') params.page = search.page;
  return params;
}

/**
 * A listing's search from its address (text) or a link (a number): a page that is not a whole number from 1
 * becomes 0, which no listing has, so the address is not found.
 */
export function readListingSearch(search: Record<string, unknown>, withTag: boolean): ListingSearch {
  const read: ListingSearch = {};
  if (withTag && typeof search.tag === 'string') read.tag = search.tag;
  const { page } = search;
  if (typeof page === 'number') read.page = Number.isSafeInteger(page) && page > 0 ? page : 0;
  else if (page !== undefined) read.page = typeof page === 'string' && WHOLE_PAGE.test(page) ? Number(page) : 0;
  return read;
}
