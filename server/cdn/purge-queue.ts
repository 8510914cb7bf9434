import { setTimeout as sleep } from 'node:timers/promises';
import { PurgeFailure } from './cdn-definition.ts';
import type { CdnPurger } from './cdn-definition.ts';

export type PurgeOutcome = 'purged' | 'retried' | 'failed';

export type PurgeQueueOptions = {
  purger: CdnPurger;
  /** How long keys gather before a request goes: a burst of publishes becomes one purge. */
  mergeMs?: number;
  /** The first wait after a failure, doubled each time, up to maxDelayMs; a Retry-After is honoured instead. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** Told about every request (metrics). */
  onOutcome?: (outcome: PurgeOutcome) => void;
  warn: (message: string, details?: unknown) => void;
};

/**
 * The keys to purge at the CDN, merged and sent in as few requests as its limit allows; a failed request is sent
 * again with backoff (a 429's Retry-After first), and one the CDN refuses for good is logged and dropped. Nothing
 * here ever throws at the publish that asked for it.
 */
export class PurgeQueue {
  private readonly pending = new Set<string>();
  private readonly options: Required<Omit<PurgeQueueOptions, 'onOutcome'>> & Pick<PurgeQueueOptions, 'onOutcome'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly stop = new AbortController();

  constructor(options: PurgeQueueOptions) {
    this.options = { mergeMs: 200, baseDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 8, ...options };
  }

  add(keys: Iterable<string>) {
    if (this.stop.signal.aborted) return;
    for (const key of keys) this.pending.add(key);
    this.schedule();
  }

  /** Resolves once every key added so far has been sent (or given up on). */
  async idle(): Promise<void> {
    while (this.timer || this.running) {
      if (this.timer) await sleep(this.options.mergeMs);
      else await this.running;
    }
  }

  /** Stops at once: a wait for a retry ends, and keys not sent yet are logged. */
  close() {
    this.stop.abort();
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size > 0) this.options.warn('CDN purge: keys not purged at shutdown', [...this.pending]);
  }

  private schedule() {
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (this.pending.size > 0) this.schedule();
      });
    }, this.options.mergeMs);
  }

  private async drain() {
    const { maxKeys } = this.options.purger;
    while (this.pending.size > 0 && !this.stop.signal.aborted) {
      const batch = [...this.pending].slice(0, maxKeys);
      for (const key of batch) this.pending.delete(key);
      await this.send(batch);
    }
  }

  private async send(keys: string[]) {
    const { purger, onOutcome, warn, baseDelayMs, maxDelayMs, maxAttempts } = this.options;
    for (let attempt = 1; ; attempt++) {
      try {
        await purger.purge(keys);
        onOutcome?.('purged');
        return;
      } catch (error) {
        const failure =
          error instanceof PurgeFailure ? error : new PurgeFailure((error as Error).message, { retryable: true });
        if (!failure.retryable || attempt >= maxAttempts || this.stop.signal.aborted) {
          onOutcome?.('failed');
          warn(`CDN purge failed for good: ${failure.message}`, { keys, attempts: attempt });
          return;
        }
        onOutcome?.('retried');
        const delay = Math.min(maxDelayMs, failure.retryAfterMs ?? baseDelayMs * 2 ** (attempt - 1));
        warn(`CDN purge failed; trying again in ${delay} ms: ${failure.message}`, { keys: keys.length, attempt });
        await sleep(delay, undefined, { signal: this.stop.signal }).catch(() => undefined);
        if (this.stop.signal.aborted) return;
      }
    }
  }
}
