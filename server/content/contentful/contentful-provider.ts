import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient } from 'contentful';
import type { ContentProvider } from '../provider.ts';
import type { ProviderDeps } from '../provider-definition.ts';
import { RateLimitedError } from '../provider.ts';
import { parseEntry, toPost, toResource } from './normalize.ts';
import type { RawEntry } from './normalize.ts';

export type ContentfulSettings = {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
  insecure: boolean;
  webhookSecret: string | undefined;
  /** The Content Preview API's token and host, for preview mode. */
  previewToken: string | undefined;
  previewHost: string;
  /** A personal access token and the Management API's host, for `npm run content -- import` only. */
  managementToken?: string;
  managementHost?: string;
};

type Options = ProviderDeps;

/** The Delivery API's largest page: a blog of thousands is read in a few requests. */
const PAGE_SIZE = 1_000;

/** Pages asked for at once after the first, well inside the Delivery API's rate limit. */
const PAGES_AT_ONCE = 4;

/** A page of bodies: rich text with its linked assets, kept far below the Delivery API's 7 MB answer. */
const BODY_PAGE_SIZE = 100;

/**
 * What a list reads of each entry: everything its cards, the sitemap and the feed show, never the rich-text
 * body (`content`), which the content service drops from lists and which made a list of 100 posts cost about
 * 100 ms of the server's main thread on every refresh (docs/decisions/content-providers.md, "Lists").
 */
const LISTED_FIELDS = {
  blogPost: 'title slug author publishedDate featuredImage excerpt category tags seoTitle seoDescription'.split(' '),
  resource: 'title slug subtitle author readTime type cardType gradient order'.split(' '),
};
const select = (fields: string[]) => ['sys', ...fields.map((field) => `fields.${field}`)];

/** Reads the rate-limit reset (seconds) that a 429 carries; the SDK's own errors drop the header. */
function resetSeconds(error: unknown): number | undefined {
  const headers = (error as { response?: { status?: number; headers?: Record<string, unknown> } })?.response;
  if (headers?.status !== 429) return undefined;
  const reset = Number(headers.headers?.['x-contentful-ratelimit-reset']);
  return Number.isFinite(reset) && reset >= 0 ? reset : 1;
}

/** What one call learnt of a 429: the seconds until Contentful takes calls again. */
type RateLimitSlot = { resetSeconds?: number };

/** Resources with an `order` first, by it; the others after, as they came (a stable sort). */
function byEditorsOrder(entries: RawEntry[]): RawEntry[] {
  const place = (entry: RawEntry) =>
    Number.isInteger(entry.fields.order) ? (entry.fields.order as number) : Number.POSITIVE_INFINITY;
  return entries.toSorted((a, b) => {
    const [x, y] = [place(a), place(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

export function createContentfulProvider(settings: ContentfulSettings, options: Options): ContentProvider {
  // The SDK hands a 429's headers to the response logger only, apart from the error it throws. Each call keeps its
  // own slot, which the logger reaches through the call's async context: calls run together (a list's pages, many
  // visitors), and one variable shared by all of them gave one call's reset time to another call's failure.
  const rateLimits = new AsyncLocalStorage<RateLimitSlot>();
  const client = createClient({
    space: settings.spaceId,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host: settings.host,
    insecure: settings.insecure,
    // The content service budgets every call; the SDK's 30 s timeout and 5 retries would hold a visitor for minutes.
    timeout: options.timeoutMs,
    retryOnError: false,
    retryLimit: 0,
    responseLogger: (response: unknown) => {
      const seconds = resetSeconds(response);
      const slot = rateLimits.getStore();
      if (seconds !== undefined && slot) slot.resetSeconds = seconds;
    },
    logHandler: (level, data) => {
      if (level === 'error' || level === 'warning') options.warn(`contentful ${level}`, data);
    },
  });

  async function entries(query: Record<string, unknown>): Promise<{ items: RawEntry[]; total: number }> {
    const slot: RateLimitSlot = {};
    try {
      const collection = await rateLimits.run(slot, () => client.getEntries(query));
      const items = collection.items.flatMap((item) => {
        const entry = parseEntry(item);
        if (!entry)
          options.warn('skipping a malformed Contentful entry', { id: (item as { sys?: { id?: string } }).sys?.id });
        return entry ? [entry] : [];
      });
      return { items, total: collection.total };
    } catch (error) {
      if (slot.resetSeconds !== undefined) throw new RateLimitedError(slot.resetSeconds * 1000);
      throw error;
    }
  }

  /**
   * Every entry a list matches. The Delivery API answers a page at a time: the first page says how many there
   * are, and the rest are asked for a few at a time (docs/decisions/content-providers.md, "Lists").
   */
  async function eachPage(
    query: Record<string, unknown>,
    { limit, atOnce }: { limit: number; atOnce: number },
    take: (items: RawEntry[]) => void,
  ) {
    const first = await entries({ ...query, limit });
    take(first.items);
    const skips: number[] = [];
    for (let skip = limit; skip < first.total; skip += limit) skips.push(skip);
    for (let at = 0; at < skips.length; at += atOnce) {
      const batch = skips.slice(at, at + atOnce);
      for (const page of await Promise.all(batch.map((skip) => entries({ ...query, limit, skip })))) take(page.items);
    }
  }

  async function listed(query: Record<string, unknown>): Promise<RawEntry[]> {
    // An entry published between two pages moves the others along by one: each entry is kept once.
    const seen = new Set<string>();
    const list: RawEntry[] = [];
    await eachPage(query, { limit: PAGE_SIZE, atOnce: PAGES_AT_ONCE }, (items) => {
      for (const entry of items) if (!seen.has(entry.sys.id) && seen.add(entry.sys.id)) list.push(entry);
    });
    return list;
  }

  /** The entries as the site's posts or resources; one the site cannot serve (its slug) is left out, and said. */
  function keep<T>(list: RawEntry[], map: (entry: RawEntry) => T | undefined): T[] {
    return list.flatMap((entry) => {
      const item = map(entry);
      if (!item)
        options.warn('skipping a Contentful entry whose slug is no address', {
          id: entry.sys.id,
          slug: entry.fields.slug,
        });
      return item ? [item] : [];
    });
  }

  return {
    name: 'contentful',
    async listPosts() {
      // The slug breaks ties between posts of the same day, as in every provider; the id makes the order total.
      const list = await listed({
        content_type: 'blogPost',
        order: ['-fields.publishedDate', 'fields.slug', 'sys.id'],
        select: select(LISTED_FIELDS.blogPost),
      });
      return keep(list, toPost);
    },
    async getPost(slug) {
      const [entry] = (await entries({ content_type: 'blogPost', 'fields.slug': slug, limit: 1 })).items;
      return entry ? (toPost(entry) ?? null) : null;
    },
    async listResources() {
      // The Delivery API's default order (most recently updated first, then by id) is stable across pages; the
      // editors' order goes first, sorted here, since the API's place for an entry without one is not ours to pick.
      const query = { content_type: 'resource', select: select(LISTED_FIELDS.resource) };
      return keep(byEditorsOrder(await listed(query)), toResource);
    },
    async getResource(slug) {
      const [entry] = (await entries({ content_type: 'resource', 'fields.slug': slug, limit: 1 })).items;
      return entry ? (toResource(entry) ?? null) : null;
    },
    async eachBody(kind, take) {
      const query = {
        content_type: kind === 'post' ? 'blogPost' : 'resource',
        order: ['sys.id'],
        select: ['sys', 'fields.slug', 'fields.content'],
      };
      const item = kind === 'post' ? toPost : toResource;
      // One page at a time: the index reads in the background, and visitors' requests come first.
      await eachPage(query, { limit: BODY_PAGE_SIZE, atOnce: 1 }, (items) => {
        for (const entry of items) {
          const read = item(entry);
          if (read) take(read.slug, read.body);
        }
      });
    },
  };
}
