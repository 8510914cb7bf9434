import { inTransaction } from './postgres.ts';
import type { Pool } from './postgres.ts';
import { DUPLICATE_WINDOW_MS, SENDING_LEASE_MS, fingerprint } from '../leads/lead-store.ts';
import type { ClaimedLead, Lead, LeadInput, LeadStore } from '../leads/lead-store.ts';

type Row = Record<
  | 'id'
  | 'created_at'
  | 'attempts'
  | 'next_attempt_at'
  | 'sent_at'
  | 'sending_since'
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'message'
  | 'last_error',
  string | number | null
> & { status: Lead['status']; unsettled?: string | null };

// BIGINT columns arrive as strings (they may exceed 2^53); ours are millisecond times and ids.
const num = (value: unknown) => Number(value);
const maybeNum = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const toLead = (row: Row): Lead => ({
  id: num(row.id),
  createdAt: num(row.created_at),
  name: String(row.name),
  email: String(row.email),
  company: String(row.company),
  phone: String(row.phone),
  message: String(row.message),
  status: row.status,
  attempts: num(row.attempts),
  nextAttemptAt: num(row.next_attempt_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  sentAt: maybeNum(row.sent_at),
  sendingSince: maybeNum(row.sending_since),
});

/**
 * Leads in PostgreSQL, shared by every replica (docs/replicas.md). A lead is committed before the visitor
 * hears back; workers on any replica claim due leads with FOR UPDATE SKIP LOCKED and a lease, so two
 * replicas never send the same lead, and a lead whose worker died is taken again after the lease.
 */
export class PgLeadStore implements LeadStore {
  private readonly pool: Pool;
  private readonly leaseMs: number;

  constructor(pool: Pool, options: { leaseMs?: number } = {}) {
    this.pool = pool;
    this.leaseMs = options.leaseMs ?? SENDING_LEASE_MS;
  }

  async accept(input: LeadInput, now = Date.now()): Promise<{ id: number; duplicate: boolean }> {
    const print = fingerprint(input);
    return inTransaction(this.pool, async (client) => {
      // The same submission reaching two replicas at once: the second waits here, then finds the first.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [print]);
      const recent = await client.query<{ id: string }>(
        'SELECT id FROM leads WHERE fingerprint = $1 AND created_at > $2 ORDER BY id DESC LIMIT 1',
        [print, now - DUPLICATE_WINDOW_MS],
      );
      const existing = recent.rows[0];
      if (existing) return { id: num(existing.id), duplicate: true };
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO leads (created_at, fingerprint, name, email, company, phone, message, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $1) RETURNING id`,
        [now, print, input.name, input.email, input.company, input.phone, input.message],
      );
      return { id: num(inserted.rows[0]?.id), duplicate: false };
    });
  }

  async claimNext(now = Date.now()): Promise<ClaimedLead | undefined> {
    const { rows } = await this.pool.query<Row>(
      `WITH next AS (
         SELECT id, sending_since AS unsettled FROM leads
         WHERE status = 'pending' AND next_attempt_at <= $1 AND (sending_since IS NULL OR sending_since <= $2)
         ORDER BY id LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE leads SET sending_since = $1 FROM next WHERE leads.id = next.id
       RETURNING leads.*, next.unsettled`,
      [now, now - this.leaseMs],
    );
    const row = rows[0];
    return row ? { ...toLead(row), unsettledClaimAt: maybeNum(row.unsettled) } : undefined;
  }

  async markSent(id: number, now = Date.now()) {
    await this.pool.query(
      `UPDATE leads SET status = 'sent', sent_at = $1, attempts = attempts + 1, last_error = NULL,
       sending_since = NULL WHERE id = $2`,
      [now, id],
    );
  }

  async scheduleRetry(id: number, nextAttemptAt: number, error: string) {
    await this.pool.query(
      'UPDATE leads SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2, sending_since = NULL WHERE id = $3',
      [nextAttemptAt, error, id],
    );
  }

  async markFailed(id: number, error: string) {
    await this.pool.query(
      "UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = $1, sending_since = NULL WHERE id = $2",
      [error, id],
    );
  }

  async retryFailed(now = Date.now()): Promise<number> {
    const result = await this.pool.query(
      "UPDATE leads SET status = 'pending', next_attempt_at = $1, last_error = NULL WHERE status = 'failed'",
      [now],
    );
    return result.rowCount ?? 0;
  }

  async backlog(): Promise<{ pending: number; failed: number }> {
    const { rows } = await this.pool.query<{ status: string; count: string }>(
      "SELECT status, COUNT(*) AS count FROM leads WHERE status != 'sent' GROUP BY status",
    );
    const count = (status: string) => num(rows.find((row) => row.status === status)?.count ?? 0);
    return { pending: count('pending'), failed: count('failed') };
  }

  async oldestPendingAt(): Promise<number | null> {
    const { rows } = await this.pool.query<{ oldest: string | null }>(
      "SELECT MIN(created_at) AS oldest FROM leads WHERE status = 'pending'",
    );
    return maybeNum(rows[0]?.oldest);
  }

  /** The database answers and takes writes (after a failover, a standby answers but is read-only). */
  async writable() {
    const { rows } = await this.pool.query<{ recovery: boolean; read_only: string }>(
      "SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS read_only",
    );
    if (rows[0]?.recovery || rows[0]?.read_only === 'on') throw new Error('PostgreSQL is read-only (a standby?)');
  }

  async undelivered(): Promise<Lead[]> {
    return (await this.pool.query<Row>("SELECT * FROM leads WHERE status != 'sent' ORDER BY id")).rows.map(toLead);
  }

  async all(): Promise<Lead[]> {
    return (await this.pool.query<Row>('SELECT * FROM leads ORDER BY id')).rows.map(toLead);
  }

  /**
   * Copies leads kept elsewhere (a SQLite lead store) in one transaction, with their state and history; a
   * lead copied before is skipped. Returns how many were added.
   */
  async copyIn(leads: Lead[], source: string): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      let added = 0;
      for (const lead of leads) {
        const print = fingerprint(lead);
        const result = await client.query(
          `INSERT INTO leads (created_at, fingerprint, name, email, company, phone, message, status, attempts,
             next_attempt_at, last_error, sent_at, sending_since, origin)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (origin) DO NOTHING`,
          [
            lead.createdAt,
            print,
            lead.name,
            lead.email,
            lead.company,
            lead.phone,
            lead.message,
            lead.status,
            lead.attempts,
            lead.nextAttemptAt,
            lead.lastError,
            lead.sentAt,
            lead.sendingSince,
            `${source}:${print}:${lead.createdAt}`,
          ],
        );
        added += result.rowCount ?? 0;
      }
      return added;
    });
  }

  /** The pool is the database module's; it is ended with the app (server/db/database-plugin.ts). */
  async close() {}
}
