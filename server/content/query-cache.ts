import { LRUCache } from 'lru-cache';
import { RateLimitedError } from './provider.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import { perSecondBudget } from '../per-second-budget.ts';
import { classifyUpstreamFailure, queryKind } from './content-observer.ts';
import type { ContentObserver } from './content-observer.ts';

export type CachedSource = 'cms' | 'cache' | 'snapshot';

type Entry = { value: unknown; fetchedAt: number };

export type QueryCacheOptions = {
  /** How long an answer counts as fresh; after that it is still served while a refresh runs. */
  freshMs: number;
  /** The longest any caller waits on the upstream. */
  budgetMs: number;
  /** After a failure, how long to go straight to the snapshot instead of asking again. */
  backoffMs: number;
  maxEntries: number;
  snapshots: SnapshotStore;
  /** Whether an answer says "no such thing": kept apart for freshMs, never on disk, never evicting content. */
  isMissing: (value: unknown) => boolean;
  /** Queries for one item by its slug: the ones that made-up slugs can multiply (docs/hardening.md). */
  isLookup: (key: string) => boolean;
  /** Upstream calls per second for lookups that nothing is known about, across all visitors. */
  lookupsPerSecond: number;
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

/**
 * Fresh-for-a-while cache in front of the CMS: one upstream call per query however many visitors
 * ask at once, stale answers served while a refresh runs, and the last good answer from disk when the
 * upstream fails. "Not found" answers are remembered apart (so made-up slugs cannot push real content
 * out), and lookups of slugs nothing is known about share a per-second budget.
 */
export class QueryCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly missing: LRUCache<string, true>;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly pausedUntil = new Map<string, number>();
  /** The last snapshot write begun for each key, until it ends; a key's writes run one after another. */
  private readonly saving = new Map<string, Promise<void>>();
  private readonly now: () => number;
  private readonly options: QueryCacheOptions;
  private readonly lookups: ReturnType<typeof perSecondBudget>;

  constructor(options: QueryCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.lookups = perSecondBudget(options.lookupsPerSecond, this.now);
    const perf = { now: this.now };
    this.entries = new LRUCache({ max: options.maxEntries });
    // ttlResolution 0: read the clock on every check, so an injected clock is honoured at once.
    this.missing = new LRUCache({
      max: options.maxEntries * 4,
      ttl: Math.max(1, options.freshMs),
      ttlResolution: 0,
      perf,
    });
  }

  /**
   * `isListed` says whether a lookup's item is in its kind's list: real content, so a lookup over the budget
   * still goes ahead for it. Asked only once the budget is spent (docs/hardening.md).
   */
  async get<T>(
    key: string,
    fetch: (signal: AbortSignal) => Promise<T>,
    isListed?: () => Promise<boolean>,
  ): Promise<{ value: T; source: CachedSource }> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.fetchedAt >= this.options.freshMs) this.refresh(key, fetch).catch(() => undefined);
      return { value: entry.value as T, source: 'cache' };
    }
    if (this.missing.has(key)) return { value: null as T, source: 'cache' };
    try {
      if (!this.inflight.has(key) && this.options.isLookup(key) && !this.lookups.spend() && !(await isListed?.())) {
        throw new LookupBudgetError();
      }
      return { value: await this.refresh(key, fetch), source: 'cms' };
    } catch (error) {
      // The visitor waits on this read too: a stalled database must not add its own timeout to the CMS's failure.
      const saved = await withBudget(() => this.options.snapshots.read(key), SNAPSHOT_READ_MS).catch(() => undefined);
      if (saved !== undefined) {
        this.options.observer?.servingSnapshot(queryKind(key), saved.savedAt);
        return { value: saved.value as T, source: 'snapshot' };
      }
      throw error instanceof LookupBudgetError ? error : new UpstreamUnavailableError(error);
    }
  }

  /**
   * Keeps the answer as the key's snapshot without holding up the visitor who asked: a slow disk or a stalled
   * database would otherwise add its wait to the answer. A key's writes run in order, so the newest lands last.
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

  /** Resolves once every snapshot write begun so far has ended: at shutdown, before the database closes. */
  async settled(): Promise<void> {
    await Promise.all(this.saving.values());
  }

  /** Forgets the cached answers whose key starts with the prefix; the next request asks the CMS. */
  purge(prefix: string) {
    for (const map of [this.entries, this.missing, this.pausedUntil]) {
      for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
    }
  }

  private refresh<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const paused = this.pausedUntil.get(key) ?? 0;
    if (this.now() < paused) return Promise.reject(new Error('upstream paused after a recent failure'));
    const started = performance.now();
    const observer = this.options.observer;
    const call = withBudget(fetch, this.options.budgetMs)
      .then(async (value) => {
        observer?.upstreamCall(performance.now() - started);
        observer?.servingSnapshot(queryKind(key), undefined);
        this.pausedUntil.delete(key);
        if (this.options.isMissing(value)) {
          this.entries.delete(key);
          this.missing.set(key, true);
          return value;
        }
        this.missing.delete(key);
        this.entries.set(key, { value, fetchedAt: this.now() });
        this.save(key, value);
        return value;
      })
      .catch((error: unknown) => {
        observer?.upstreamCall(performance.now() - started, classifyUpstreamFailure(error));
        const wait = error instanceof RateLimitedError ? Math.max(error.retryAfterMs, 1) : this.options.backoffMs;
        this.pausedUntil.set(key, this.now() + wait);
        this.options.warn(
          `content query "${key}" failed; pausing it for ${wait} ms`,
          (error as Error)?.message ?? error,
        );
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }
}
