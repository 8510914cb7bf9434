import type { Post, PostSummary, Resource, ResourceSummary, RichBody } from '../../src/model/content.ts';
import { isValidSlug } from '../../src/model/content.ts';
import { trailingRead } from './trailing-read.ts';
import type { ContentProvider } from './provider.ts';
import { LookupBudgetError, QueryCache, snapshotKey, withBudget } from './query-cache.ts';
import type { ContentQuery } from './query-cache.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import type { AnswerOutcome, ContentObserver } from './content-observer.ts';
import { SearchIndex } from './search-index.ts';
import type { SearchPage } from '../../src/model/search.ts';

/** Where an answer came from, sent to clients as x-content-source (preview: read from drafts just now). */
export type ContentOrigin = 'cms' | 'cache' | 'snapshot' | 'fallback' | 'preview';

export type ContentAnswer<T> =
  { status: 'ok'; data: T; source: ContentOrigin } | { status: 'not-found' } | { status: 'unavailable' };

/** What the screens read: the published content, or an editor's drafts. */
export type ContentReads = {
  listPosts(): Promise<ContentAnswer<PostSummary[]>>;
  getPost(slug: string): Promise<ContentAnswer<Post>>;
  listResources(): Promise<ContentAnswer<ResourceSummary[]>>;
  getResource(slug: string): Promise<ContentAnswer<Resource>>;
};

/** A page of the posts and resources that hold every word of a query (src/model/search.ts). */
export type SearchContent = (query: string, page: number) => Promise<ContentAnswer<SearchPage>>;

/** The CMS's lists as one replica holds them (a list it does not hold, or could only read from a snapshot, is absent). */
export type HeldLists = { posts?: readonly PostSummary[]; resources?: readonly ResourceSummary[] };

export type ContentService = ContentReads & {
  search: SearchContent;
  /** Drops cached answers of one kind (after a publish) so the next visitor sees the new content. */
  purge(kind: 'posts' | 'resources' | 'all'): void;
  /** Drops the cached posts or resources of one kind, one by one, and keeps the list. */
  purgeItems(kind: 'posts' | 'resources' | 'all'): void;
  /** The CMS's lists held now, without asking it (server/content/publish-settle.ts). */
  held(): HeldLists;
  /** The CMS's list of one kind as it answers now (after a purge: read from it), or undefined when it cannot. */
  reread(kind: 'posts' | 'resources'): Promise<readonly (PostSummary | ResourceSummary)[] | undefined>;
  /** Resolves once the snapshots of the answers given so far are written (they are written after answering). */
  settled(): Promise<void>;
};

export type ContentServiceOptions = {
  /** The CMS; absent means the local files are the content. */
  cms?: ContentProvider;
  /** content-fallback/: the offline content, and the built-in resources when the CMS has none. */
  local: ContentProvider;
  snapshots: SnapshotStore;
  budgetMs?: number;
  freshMs?: number;
  backoffMs?: number;
  /** Upstream lookups per second of slugs when no list can be read (made-up slugs cannot spend more). */
  lookupsPerSecond?: number;
  /** Upstream lookups per minute of slugs the list held does not have (a post published a second ago). */
  confirmationsPerMinute?: number;
  now?: () => number;
  warn: (message: string, details?: unknown) => void;
  /** Told about every answer and upstream call (metrics). */
  observer?: ContentObserver;
};

/** How long the search index waits for one body before it leaves the item findable by its summary only. */
const BODY_READ_MS = 10_000;

const withoutBody = <T extends { body: unknown }>({ body: _body, ...rest }: T): Omit<T, 'body'> => rest;

// The same list gives back the same summaries (the same object) for as long as the cache keeps it, so an answer
// made from them is made once per change of the content (server/shared-body.ts).
const summaries = new WeakMap<object, unknown>();
function summariesOf<T extends { body: unknown }>(list: readonly T[]): Omit<T, 'body'>[] {
  const kept = summaries.get(list) as Omit<T, 'body'>[] | undefined;
  if (kept) return kept;
  const made = list.map(withoutBody);
  summaries.set(list, made);
  return made;
}
export const neverAborted = new AbortController().signal;

// The slugs of a list the cache holds, looked up once per list rather than scanned per lookup.
const listedSlugs = new WeakMap<object, Set<string>>();

/** The list a looked-up slug may be in: a listed slug is real content, never refused as a made-up one. */
export type ListedIn = {
  list: ContentQuery;
  fetch: (signal: AbortSignal) => Promise<readonly { slug: string }[]>;
  slug: string;
};

/** Reads one CMS query: its value and where it came from, or undefined when the CMS cannot answer. */
export type CmsRead = <T>(
  query: ContentQuery,
  fetch: (signal: AbortSignal) => Promise<T>,
  listedIn?: ListedIn,
) => Promise<{ value: T; source: ContentOrigin } | undefined>;

/**
 * The answers every screen gets, with the product's fallbacks, over any way of reading the CMS: the cached
 * one visitors use, or the uncached drafts read of preview (server/preview/draft-content.ts).
 */
export function contentAnswers(
  cms: ContentProvider | undefined,
  local: ContentProvider,
  fromCms: CmsRead,
): ContentReads {
  const fromLocal = <T>(data: T): ContentAnswer<T> => ({ status: 'ok', data, source: 'fallback' });

  return {
    async listPosts() {
      if (!cms) return fromLocal(summariesOf(await local.listPosts(neverAborted)));
      const answer = await fromCms({ kind: 'posts' }, (signal) => cms.listPosts(signal));
      return answer
        ? { status: 'ok', data: summariesOf(answer.value), source: answer.source }
        : { status: 'unavailable' };
    },

    async getPost(slug) {
      if (!isValidSlug(slug)) return { status: 'not-found' };
      if (!cms) {
        const post = await local.getPost(slug, neverAborted);
        return post ? fromLocal(post) : { status: 'not-found' };
      }
      const listedIn: ListedIn = { list: { kind: 'posts' }, fetch: (signal) => cms.listPosts(signal), slug };
      const answer = await fromCms({ kind: 'post', slug }, (signal) => cms.getPost(slug, signal), listedIn);
      if (!answer) return { status: 'unavailable' };
      return answer.value ? { status: 'ok', data: answer.value, source: answer.source } : { status: 'not-found' };
    },

    // The built-in resources stand in when the CMS has none or cannot be reached (docs/product.md).
    async listResources() {
      const answer = cms ? await fromCms({ kind: 'resources' }, (signal) => cms.listResources(signal)) : undefined;
      if (answer && answer.value.length > 0) {
        return { status: 'ok', data: summariesOf(answer.value), source: answer.source };
      }
      return fromLocal(summariesOf(await local.listResources(neverAborted)));
    },

    async getResource(slug) {
      if (!isValidSlug(slug)) return { status: 'not-found' };
      if (cms) {
        const listedIn: ListedIn = { list: { kind: 'resources' }, fetch: (signal) => cms.listResources(signal), slug };
        const answer = await fromCms({ kind: 'resource', slug }, (signal) => cms.getResource(slug, signal), listedIn);
        if (answer?.value) return { status: 'ok', data: answer.value, source: answer.source };
      }
      const builtIn = await local.getResource(slug, neverAborted);
      return builtIn ? fromLocal(builtIn) : { status: 'not-found' };
    },
  };
}

export function createContentService(options: ContentServiceOptions): ContentService {
  const { cms, local, warn } = options;
  const cache = new QueryCache({
    freshMs: options.freshMs ?? 60_000,
    budgetMs: options.budgetMs ?? 2_500,
    backoffMs: options.backoffMs ?? 10_000,
    maxEntries: 500,
    snapshots: options.snapshots,
    lookupsPerSecond: options.lookupsPerSecond ?? 10,
    confirmationsPerMinute: options.confirmationsPerMinute ?? 30,
    now: options.now,
    warn,
    observer: options.observer,
  });
  // Quietly: the list's own failure is warned about once, and a lookup without it falls to the lookup budget.
  const slugsOf = (list: readonly { slug: string }[]) => {
    let slugs = listedSlugs.get(list);
    if (!slugs) listedSlugs.set(list, (slugs = new Set(list.map((item) => item.slug))));
    return slugs;
  };
  const isListed = ({ list, fetch, slug }: ListedIn) =>
    cache.get(list, fetch).then(
      ({ value }) => slugsOf(value).has(slug),
      () => undefined,
    );
  async function fromCms<T>(query: ContentQuery, fetch: (signal: AbortSignal) => Promise<T>, listedIn?: ListedIn) {
    try {
      return await cache.get(query, fetch, listedIn && (() => isListed(listedIn)));
    } catch (error) {
      // Over the lookup budget is a flood of made-up slugs: one warning per request would be a second flood.
      if (!(error instanceof LookupBudgetError)) {
        warn(`content unavailable for "${snapshotKey(query)}"`, (error as Error).message);
      }
      return undefined;
    }
  }

  const answers = contentAnswers(cms, local, fromCms);

  // What a publish rereads: each kind's list from the CMS, a burst of publishes sharing reads (./trailing-read.ts).
  const rereadList = (kind: 'posts' | 'resources') =>
    trailingRead(async () => {
      if (!cms) return undefined;
      const fetch = kind === 'posts' ? cms.listPosts.bind(cms) : cms.listResources.bind(cms);
      const answer = await fromCms<readonly (PostSummary | ResourceSummary)[]>({ kind }, fetch);
      // A snapshot is what the CMS said before: not an answer to "what is published now".
      return answer && answer.source !== 'snapshot' ? answer.value : undefined;
    });
  const rereads = { posts: rereadList('posts'), resources: rereadList('resources') };
  // Bodies are read from the source itself, not through the cache of what visitors read, which they would churn.
  const index = new SearchIndex({
    warn,
    readBody: async (kind, slug) => {
      const read = (provider: ContentProvider) =>
        withBudget<{ body: RichBody } | null>(
          (signal) => (kind === 'post' ? provider.getPost(slug, signal) : provider.getResource(slug, signal)),
          BODY_READ_MS,
        );
      const item = (cms && (await read(cms))) ?? (await read(local));
      return item?.body;
    },
    // The built-in resources stand in for a CMS that has none: their bodies are the local ones.
    eachBody: async (kind, take) => {
      await (cms ?? local).eachBody(kind, take, neverAborted);
      if (cms && kind === 'resource') await local.eachBody(kind, take, neverAborted);
    },
  });
  const observer = options.observer;
  const observed = <A extends unknown[], T>(ask: (...args: A) => Promise<ContentAnswer<T>>) =>
    observer
      ? async (...args: A) => {
          const answer = await ask(...args);
          const outcome: AnswerOutcome = answer.status === 'ok' ? (answer.source as AnswerOutcome) : answer.status;
          observer.answered(outcome);
          return answer;
        }
      : ask;
  return {
    listPosts: observed(answers.listPosts),
    getPost: observed(answers.getPost),
    listResources: observed(answers.listResources),
    getResource: observed(answers.getResource),
    purge(kind) {
      if (kind === 'posts' || kind === 'all') cache.purge(['posts', 'post']);
      if (kind === 'resources' || kind === 'all') cache.purge(['resources', 'resource']);
    },
    purgeItems(kind) {
      if (kind === 'posts' || kind === 'all') cache.purge(['post']);
      if (kind === 'resources' || kind === 'all') cache.purge(['resource']);
    },
    settled: () => cache.settled(),
    held: () =>
      cms
        ? { posts: cache.peek('posts') as PostSummary[], resources: cache.peek('resources') as ResourceSummary[] }
        : {},
    reread: (kind) => rereads[kind](),
    async search(query, page) {
      const [posts, resources] = await Promise.all([answers.listPosts(), answers.listResources()]);
      if (posts.status !== 'ok' || resources.status !== 'ok') return { status: 'unavailable' };
      index.sync(posts.data, resources.data);
      const found = index.search(query, page);
      return found ? { status: 'ok', data: found, source: 'cache' } : { status: 'not-found' };
    },
  };
}
