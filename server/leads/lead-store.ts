import { createHash } from 'node:crypto';

// What every lead store keeps and answers (docs/decisions/lead-outbox.md): SQLite in DATA_DIR by default
// (sqlite-lead-store.ts), PostgreSQL when DATABASE_URL is set (server/db/pg-lead-store.ts).

export type LeadInput = { name: string; email: string; company: string; phone: string; message: string };

export type Lead = LeadInput & {
  id: number;
  createdAt: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  /** When a send to SendGrid began and has not been settled (set only while a send is in flight). */
  sendingSince: number | null;
};

/** A lead taken for sending, with the earlier claim that never settled, if there was one (a crash). */
export type ClaimedLead = Lead & { unsettledClaimAt: number | null };

export type LeadStore = {
  /** Stores a lead; the same submission again within a minute is the same lead. */
  accept(input: LeadInput, now?: number): Promise<{ id: number; duplicate: boolean }>;
  /**
   * Takes the oldest due lead for sending and marks it as being sent (a lease), in one step: no other
   * worker, in this process or another replica, gets it until it is settled or the lease runs out.
   */
  claimNext(now?: number): Promise<ClaimedLead | undefined>;
  markSent(id: number, now?: number): Promise<void>;
  scheduleRetry(id: number, nextAttemptAt: number, error: string): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  /** Puts failed leads back in the queue (after the cause, such as a bad API key, is fixed). */
  retryFailed(now?: number): Promise<number>;
  backlog(): Promise<{ pending: number; failed: number }>;
  /** When the oldest lead still waiting to be mailed arrived, or null when none waits. */
  oldestPendingAt(): Promise<number | null>;
  /** Resolves when a lead accepted now would be kept; rejects with the reason otherwise (readiness). */
  writable(): Promise<void>;
  undelivered(): Promise<Lead[]>;
  all(): Promise<Lead[]>;
  close(): Promise<void>;
};

export const DUPLICATE_WINDOW_MS = 60_000;

/**
 * A lead whose send began but never settled (the process died during the call to SendGrid) waits this
 * long before it is sent again: SendGrid may have accepted it already (docs/decisions/lead-outbox.md).
 */
export const SENDING_LEASE_MS = 5 * 60_000;

export function fingerprint(lead: LeadInput) {
  const normalised = [lead.name, lead.email.toLowerCase(), lead.company, lead.phone, lead.message].map((v) => v.trim());
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}
