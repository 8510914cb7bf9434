import { LRUCache } from 'lru-cache';
import { RateLimitedError } from './provider.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import { fixedWindowBudget } from '../fixed-window-budget.ts';
import { classifyUpstreamFailure } from './content-observer.ts';
import type { ContentObserver } from './content-observer.ts';

export type CachedSource = 'cms' | 'cache' | 'snapshot';

/** One query of the CMS: a whole list, or one item of a kind looked up by its slug. */
export type ContentQuery = { kind: 'posts' | 'resources' } | { kind: 'post' | 'resource'; slug: string };

/** Where a query's last good answer is kept on disk or in PostgreSQL: an address for storage only. */
export const snapshotKey = (query: ContentQuery) => ('slug' in query ? `${query.kind}:${query.slug}` : query.kind);

export type QueryCacheOptions = {
  /** How long an answer counts as fresh; after that it is still served while a refresh runs. */
  freshMs: number;
  /** The longest any caller waits on the upstream. */
  budgetMs: number;
  /** After a failure, how long to go straight to the snapshot instead of asking again. */
  backoffMs: number;
  maxEntries: number;
  snapshots: SnapshotStore;
  /** Upstream calls per second for lookups of slugs no list can vouch for or rule out, across all visitors. */
  lookupsPerSecond: number;
  /**
   * Upstream calls per minute, across all visitors, that confirm a slug missing from the list held is truly
   * missing (a post published a second ago, before the publish event came); past them it is not found.
   */
  confirmationsPerMinute: number;
  warn: (message: string, details?: unknown) => void;
  now?: () => number;
  observer?: ContentObserver;
};

/** How long a visitor waits for a snapshot when the CMS has failed (a file or a row: milliseconds when well). */
const SNAPSHOT_READ_MS = 1_000;

/** Too many lookups of unknown items this second: the upstream is not asked. */
export class LookupBudgetError extends Error {
  constructor() {
    super('too many lookups of unknown items; not asking the CMS');
    this.name = 'LookupBudgetError';
  }
}

export class UpstreamUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the content service did not answer', { cause });
    this.name = 'UpstreamUnavailableError';
  }
}

/** Runs `work` with an abort signal, and fails it once `budgetMs` has passed without an answer. */
export function withBudget<T>(work: (signal: AbortSignal) => Promise<T>, budgetMs: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${budgetMs} ms`));
    }, budgetMs);
    work(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Whether a lookup's item is in its kind's list; undefined when no list can be read. */
export type IsListed = () => Promise<boolean | undefined>;

/** What a fetch of one query is given: the upstream call, and for a lookup whether its item is listed. */
type Ask = { fetch: (signal: AbortSignal) => Promise<unknown>; isListed?: IsListed };

/** The instances one kind of query keeps: its answers, its "not found"s and its pauses after a failure. */
type KindCache = {
  answers: LRUCache<string, { value: unknown }, Ask>;
  /** "Not found" answers, apart from real content: made-up slugs cannot push it out. */
  missing: LRUCache<string, true>;
  /** Slugs (or the list) whose last call failed: not asked again until the pause is over. */
  paused: LRUCache<string, true>;
};

/**
 * Stale-while-revalidate in front of the CMS, on lru-cache's `fetch`: one upstream call per query however many
 * visitors ask at once, stale answers served while a refresh runs, and the last good answer from disk when the
 * upstream fails. Each kind of query has instances of its own, so a purge of one kind is a `clear()`, and
 * lookups of slugs nothing is known about share a per-second budget.
 */
export class QueryCache {
  private readonly kinds: Record<ContentQuery['kind'], KindCache>;
  /** The last snapshot write begun for each query, until it ends; a query's writes run one after another. */
  private readonly saving = new Map<string, Promise<void>>();
  private readonly options: QueryCacheOptions;
  private readonly lookups: ReturnType<typeof fixedWindowBudget>;
  private readonly confirmations: ReturnType<typeof fixedWindowBudget>;

  constructor(options: QueryCacheOptions) {
    this.options = options;
    const now = options.now ?? Date.now;
    this.lookups = fixedWindowBudget(options.lookupsPerSecond, 1_000, now);
    this.confirmations = fixedWindowBudget(options.confirmationsPerMinute, 60_000, now);
    // Read the clock on every check, so an injected clock is honoured at once.
    const clock = { ttlResolution: 0, perf: { now } };
    const kind = (query: (key: string) => ContentQuery, max: number): KindCache => ({
      answers: new LRUCache<string, { value: unknown }, Ask>({
        ...clock,
        max,
        ttl: Math.max(1, options.freshMs),
        allowStale: true,
        noDeleteOnStaleGet: true,
        // A refresh that fails keeps serving the answer it had.
        noDeleteOnFetchRejection: true,
        // A purge during a call lets it finish for those waiting on it, as a publish must not fail a visit.
        ignoreFetchAbort: true,
        fetchMethod: (key, stale, { context }) => this.ask(query(key), context, stale !== undefined),
      }),
      missing: new LRUCache<string, true>({ ...clock, max: max * 4, ttl: Math.max(1, options.freshMs) }),
      paused: new LRUCache<string, true>({ ...clock, max, ttl: Math.max(1, options.backoffMs) }),
    });
    const list = (name: 'posts' | 'resources') => () => ({ kind: name });
    this.kinds = {
      posts: kind(list('posts'), 1),
      resources: kind(list('resources'), 1),
      post: kind((slug) => ({ kind: 'post', slug }), options.maxEntries),
      resource: kind((slug) => ({ kind: 'resource', slug }), options.maxEntries),
    };
  }

  /**
   * `isListed` says whether a lookup's item is in its kind's list: a listed slug is asked for, one the list
   * does not hold is not found without asking (but for a few confirmations a minute), and without a list the
   * per-second budget decides (docs/hardening.md).
   */
  async get<T>(
    query: ContentQuery,
    fetch: (signal: AbortSignal) => Promise<T>,
    isListed?: IsListed,
  ): Promise<{ value: T; source: CachedSource }> {
    const { answers, missing, paused } = this.kinds[query.kind];
    const key = 'slug' in query ? query.slug : query.kind;
    if (missing.has(key)) return { value: null as T, source: 'cache' };
    try {
      // While paused after a failure, what is kept is served as it is and the CMS is not asked.
      if (paused.has(key)) {
        const kept = answers.get(key);
        if (kept) return { value: kept.value as T, source: 'cache' };
        throw new Error('upstream paused after a recent failure');
      }
      const status: LRUCache.Status<string, { value: unknown }, Ask> = {};
      const answer = await answers.fetch(key, { context: { fetch, isListed }, status });
      if (answer) {
        const fromMemory = status.fetch === 'hit' || status.returnedStale === true;
        return { value: answer.value as T, source: fromMemory ? 'cache' : 'cms' };
      }
      return { value: null as T, source: 'cms' };
    } catch (error) {
      // The visitor waits on this read too: a stalled database must not add its own timeout to the CMS's failure.
      const saved = await withBudget(() => this.options.snapshots.read(snapshotKey(query)), SNAPSHOT_READ_MS).catch(
        () => undefined,
      );
      if (saved !== undefined) {
        this.options.observer?.servingSnapshot(query.kind, saved.savedAt);
        return { value: saved.value as T, source: 'snapshot' };
      }
      throw error instanceof LookupBudgetError ? error : new UpstreamUnavailableError(error);
    }
  }

  /** Resolves once every snapshot write begun so far has ended: at shutdown, before the database closes. */
  async settled(): Promise<void> {
    await Promise.all(this.saving.values());
  }

  /** What a list holds now, fresh or stale, without asking anyone. */
  peek(kind: 'posts' | 'resources'): unknown {
    return this.kinds[kind].answers.peek(kind, { allowStale: true })?.value;
  }

  /** Forgets every cached answer of these kinds; the next request asks the CMS. */
  purge(kinds: ContentQuery['kind'][]) {
    for (const kind of kinds) {
      for (const cache of Object.values(this.kinds[kind])) cache.clear();
    }
  }

  /** The upstream call behind lru-cache's fetch: the answer kept, or undefined for "not found". */
  private async ask(query: ContentQuery, { fetch, isListed }: Ask, known: boolean) {
    const { missing, paused } = this.kinds[query.kind];
    const key = 'slug' in query ? query.slug : query.kind;
    if ('slug' in query && !known) {
      const listed = isListed ? await isListed() : undefined;
      if (listed === false && !this.confirmations.spend()) {
        missing.set(key, true);
        return undefined;
      }
      if (listed === undefined && !this.lookups.spend()) throw new LookupBudgetError();
    }
    const started = performance.now();
    const observer = this.options.observer;
    try {
      const value = await withBudget(fetch, this.options.budgetMs);
      observer?.upstreamCall(performance.now() - started);
      observer?.servingSnapshot(query.kind, undefined);
      paused.delete(key);
      missing.delete(key);
      if (value === null) {
        missing.set(key, true);
        return undefined;
      }
      this.save(snapshotKey(query), value);
      return { value };
    } catch (error) {
      observer?.upstreamCall(performance.now() - started, classifyUpstreamFailure(error));
      const wait = error instanceof RateLimitedError ? Math.max(error.retryAfterMs, 1) : this.options.backoffMs;
      paused.set(key, true, { ttl: wait });
      this.options.warn(
        `content query "${snapshotKey(query)}" failed; pausing it for ${wait} ms`,
        (error as Error)?.message ?? error,
      );
      throw error;
    }
  }

  /**
   * Keeps the answer as the query's snapshot without holding up the visitor who asked: a slow disk or a stalled
   * database would otherwise add its wait to the answer. A query's writes run in order, so the newest lands last.
   */
  private save(key: string, value: unknown) {
    const write = (this.saving.get(key) ?? Promise.resolve())
      .then(() => this.options.snapshots.write(key, value))
      .catch((error: unknown) => this.options.warn('snapshot write failed', error));
    this.saving.set(key, write);
    void write.then(() => {
      if (this.saving.get(key) === write) this.saving.delete(key);
    });
  }
}
