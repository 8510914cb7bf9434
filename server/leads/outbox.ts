import { composeLeadMail } from './lead-mail.ts';
import type { ClaimedLead, LeadStore } from './lead-store.ts';
import { MailError } from './mailer.ts';
import type { Mailer } from './mailer.ts';

export type OutboxLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** How one attempt to mail a lead ended: mailed, to be tried again, or refused for good. */
export type MailOutcome = 'sent' | 'retry' | 'failed';

export type OutboxOptions = {
  /** First retry delay; each retry doubles it (with jitter) up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often the queue is checked for retries that came due. */
  pollMs?: number;
  now?: () => number;
  random?: () => number;
  /** Told about each attempt to mail a lead (metrics). */
  onAttempt?: (outcome: MailOutcome, durationMs: number) => void;
};

/**
 * Mails stored leads: each lead once, in order, retrying with exponential backoff and jitter while
 * SendGrid is down or rate-limiting, and keeping (and logging) a lead that can never be sent.
 * Without a mailer (no SENDGRID_API_KEY) leads stay stored and are only logged.
 */
export class LeadOutbox {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly now: () => number;
  private readonly random: () => number;

  private readonly store: LeadStore;
  private readonly mailer: Mailer | undefined;
  private readonly log: OutboxLog;
  private readonly options: OutboxOptions;

  constructor(store: LeadStore, mailer: Mailer | undefined, log: OutboxLog, options: OutboxOptions = {}) {
    this.store = store;
    this.mailer = mailer;
    this.log = log;
    this.options = options;
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  get enabled() {
    return this.mailer !== undefined;
  }

  start() {
    if (!this.mailer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  /** Something may be due: drain the queue now (or right after the drain that is running). */
  kick() {
    if (!this.mailer) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when the queue has been worked through once (tests and the CLI wait on this). */
  async flush() {
    this.kick();
    while (this.draining) await this.draining;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    while (this.draining) await this.draining;
  }

  private delayFor(attempt: number) {
    const ceiling = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    // Half fixed, half random: spreads retries out without ever retrying immediately.
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  private async drain() {
    const mailer = this.mailer;
    if (!mailer) return;
    try {
      for (let lead = await this.store.claimNext(this.now()); lead; lead = await this.store.claimNext(this.now())) {
        if (!(await this.send(mailer, lead))) return;
      }
    } catch (error) {
      // The store itself failed (PostgreSQL unreachable): nothing was lost, the next round tries again.
      this.log.warn({ error: (error as Error).message }, 'lead outbox paused: the lead store is not reachable');
    }
  }

  /** Mails one claimed lead and settles it; false when SendGrid is struggling and the round should stop. */
  private async send(mailer: Mailer, lead: ClaimedLead): Promise<boolean> {
    if (lead.unsettledClaimAt !== null) {
      this.log.warn(
        { leadId: lead.id, sendingSince: new Date(lead.unsettledClaimAt).toISOString() },
        'lead was being mailed when its worker stopped; sending again (the mailbox may get it twice, same lead id)',
      );
    }
    const started = performance.now();
    const attempted = (outcome: MailOutcome) => this.options.onAttempt?.(outcome, performance.now() - started);
    try {
      await mailer.send(composeLeadMail(lead));
    } catch (error) {
      const failure = error instanceof MailError ? error : new MailError(String(error), true);
      attempted(failure.retryable ? 'retry' : 'failed');
      if (!failure.retryable) {
        await this.store.markFailed(lead.id, failure.message);
        this.log.error(
          { leadId: lead.id, error: failure.message },
          'LEAD NOT MAILED: SendGrid refused it for good; it is kept in the lead store (npm run leads)',
        );
        return true;
      }
      const retryAt = Math.max(failure.retryAt ?? 0, this.now() + this.delayFor(lead.attempts + 1));
      await this.store.scheduleRetry(lead.id, retryAt, failure.message);
      this.log.warn(
        { leadId: lead.id, attempt: lead.attempts + 1, retryInMs: retryAt - this.now(), error: failure.message },
        'lead mail failed; will retry',
      );
      // SendGrid is struggling: leave the rest of the queue for the next round.
      return false;
    }
    attempted('sent');
    await this.store.markSent(lead.id, this.now());
    this.log.info({ leadId: lead.id, attempts: lead.attempts + 1 }, 'lead mailed');
    return true;
  }
}
