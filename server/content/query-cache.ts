import { RateLimitedError } from './provider.ts';
import type { SnapshotStore } from './snapshot-store.ts';

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
  /** Whether a value is worth keeping on disk (not-found answers are not). */
  persist: (value: unknown) => boolean;
  warn: (message: string, details?: unknown) => void;
  now?: () => number;
};

export class UpstreamUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the content service did not answer', { cause });
    this.name = 'UpstreamUnavailableError';
  }
}

function withBudget<T>(work: (signal: AbortSignal) => Promise<T>, budgetMs: number): Promise<T> {
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
 * upstream fails.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly pausedUntil = new Map<string, number>();
  private readonly now: () => number;

  private readonly options: QueryCacheOptions;

  constructor(options: QueryCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>): Promise<{ value: T; source: CachedSource }> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.fetchedAt >= this.options.freshMs) this.refresh(key, fetch).catch(() => undefined);
      return { value: entry.value as T, source: 'cache' };
    }
    try {
      return { value: await this.refresh(key, fetch), source: 'cms' };
    } catch (error) {
      const saved = await this.options.snapshots.read(key);
      if (saved !== undefined) return { value: saved as T, source: 'snapshot' };
      throw new UpstreamUnavailableError(error);
    }
  }

  /** Forgets the cached answers whose key starts with the prefix; the next request asks the CMS. */
  purge(prefix: string) {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of [...this.pausedUntil.keys()]) if (key.startsWith(prefix)) this.pausedUntil.delete(key);
  }

  private refresh<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const paused = this.pausedUntil.get(key) ?? 0;
    if (this.now() < paused) return Promise.reject(new Error('upstream paused after a recent failure'));
    const call = withBudget(fetch, this.options.budgetMs)
      .then(async (value) => {
        this.store(key, value);
        if (this.options.persist(value)) {
          await this.options.snapshots
            .write(key, value)
            .catch((error: unknown) => this.options.warn('snapshot write failed', error));
        }
        return value;
      })
      .catch((error: unknown) => {
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

  private store(key: string, value: unknown) {
    this.entries.delete(key);
    this.entries.set(key, { value, fetchedAt: this.now() });
    this.pausedUntil.delete(key);
    // Maps keep insertion order: the first key is the least recently stored.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
