import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { DUPLICATE_WINDOW_MS, SENDING_LEASE_MS, fingerprint } from './lead-store.ts';
import type { ClaimedLead, Lead, LeadInput, LeadStore } from './lead-store.ts';
import { ConfigError } from '../env-rules.ts';

const unusableDataDir = (file: string, error: unknown) =>
  new ConfigError(
    'DATA_DIR',
    `must be a folder the server can keep its lead database in: ${file} cannot be opened (${
      error instanceof Error ? error.message.split('\n')[0] : String(error)
    })`,
  );

type Row = {
  id: number;
  created_at: number;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  status: Lead['status'];
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
  sending_since: number | null;
};

const toLead = (row: Row): Lead => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  message: row.message,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  sendingSince: row.sending_since,
});

/**
 * The durable home of every lead (SQLite in DATA_DIR). A lead is committed to disk before the visitor
 * hears back, and stays until it has been mailed, also when mailing fails for good.
 */
export class SqliteLeadStore implements LeadStore {
  private readonly db: DatabaseSync;
  private readonly sql: Record<
    | 'recent'
    | 'insert'
    | 'due'
    | 'sending'
    | 'sent'
    | 'retry'
    | 'failed'
    | 'requeue'
    | 'backlog'
    | 'oldest'
    | 'undelivered'
    | 'all',
    StatementSync
  >;

  private readonly leaseMs: number;
  private readonly dataDir: string;
  private readonly file: string;
  /** The inode opened at start: a file deleted or replaced under a running server is not where leads go. */
  private readonly inode: number;

  constructor(dataDir: string, options: { leaseMs?: number } = {}) {
    this.leaseMs = options.leaseMs ?? SENDING_LEASE_MS;
    this.dataDir = dataDir;
    this.file = path.join(dataDir, 'leads.sqlite');
    // A folder that cannot be made or written (a read-only image, another user's folder, a file by that name)
    // stops the start with one line naming DATA_DIR, the variable to fix (docs/operations.md).
    let opened: DatabaseSync | undefined;
    try {
      mkdirSync(dataDir, { recursive: true });
      // Node's built-in SQLite: no native addon to build. docs/decisions/lead-store-on-node-sqlite.md
      this.db = opened = new DatabaseSync(this.file, { timeout: 5000 });
      this.inode = statSync(this.file).ino;
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA synchronous = FULL');
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS leads (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          created_at INTEGER NOT NULL,
          fingerprint TEXT NOT NULL,
          name TEXT NOT NULL,
          email TEXT NOT NULL,
          company TEXT NOT NULL,
          phone TEXT NOT NULL,
          message TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          last_error TEXT,
          sent_at INTEGER
        );
        CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
        CREATE INDEX IF NOT EXISTS leads_fingerprint ON leads (fingerprint, created_at);
      `);
      const columns = this.db.prepare('PRAGMA table_info(leads)').all() as { name: string }[];
      if (!columns.some((column) => column.name === 'sending_since')) {
        this.db.exec('ALTER TABLE leads ADD COLUMN sending_since INTEGER');
      }
    } catch (error) {
      if (opened?.isOpen) opened.close();
      throw unusableDataDir(this.file, error);
    }
    const prepare = (sql: string) => this.db.prepare(sql);
    this.sql = {
      recent: prepare('SELECT id FROM leads WHERE fingerprint = ? AND created_at > ? ORDER BY id DESC LIMIT 1'),
      insert: prepare(
        `INSERT INTO leads (created_at, fingerprint, name, email, company, phone, message, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      due: prepare(
        `SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ?
         AND (sending_since IS NULL OR sending_since <= ?) ORDER BY id LIMIT 1`,
      ),
      sending: prepare('UPDATE leads SET sending_since = ? WHERE id = ?'),
      sent: prepare(
        `UPDATE leads SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL,
         sending_since = NULL WHERE id = ?`,
      ),
      retry: prepare(
        'UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, sending_since = NULL WHERE id = ?',
      ),
      failed: prepare(
        "UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = ?, sending_since = NULL WHERE id = ?",
      ),
      requeue: prepare(
        "UPDATE leads SET status = 'pending', next_attempt_at = ?, last_error = NULL WHERE status = 'failed'",
      ),
      backlog: prepare("SELECT status, COUNT(*) AS count FROM leads WHERE status != 'sent' GROUP BY status"),
      oldest: prepare("SELECT MIN(created_at) AS oldest FROM leads WHERE status = 'pending'"),
      undelivered: prepare("SELECT * FROM leads WHERE status != 'sent' ORDER BY id"),
      all: prepare('SELECT * FROM leads ORDER BY id'),
    };
  }

  /** Runs `work` in one write transaction, taken up front so that a concurrent writer waits, not fails. */
  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async accept(input: LeadInput, now = Date.now()): Promise<{ id: number; duplicate: boolean }> {
    const print = fingerprint(input);
    return this.transaction(() => {
      const existing = this.sql.recent.get(print, now - DUPLICATE_WINDOW_MS) as { id: number } | undefined;
      if (existing) return { id: existing.id, duplicate: true };
      const result = this.sql.insert.run(
        now,
        print,
        input.name,
        input.email,
        input.company,
        input.phone,
        input.message,
        now,
      );
      return { id: Number(result.lastInsertRowid), duplicate: false };
    });
  }

  // The mark is committed before the call to SendGrid, so a crash during it is known at the next start.
  async claimNext(now = Date.now()): Promise<ClaimedLead | undefined> {
    return this.transaction(() => {
      const row = this.sql.due.get(now, now - this.leaseMs) as Row | undefined;
      if (!row) return undefined;
      this.sql.sending.run(now, row.id);
      return { ...toLead(row), sendingSince: now, unsettledClaimAt: row.sending_since };
    });
  }

  async markSent(id: number, now = Date.now()) {
    this.sql.sent.run(now, id);
  }

  async scheduleRetry(id: number, nextAttemptAt: number, error: string) {
    this.sql.retry.run(nextAttemptAt, error, id);
  }

  async markFailed(id: number, error: string) {
    this.sql.failed.run(error, id);
  }

  async retryFailed(now = Date.now()): Promise<number> {
    return Number(this.sql.requeue.run(now).changes);
  }

  async backlog(): Promise<{ pending: number; failed: number }> {
    const rows = this.sql.backlog.all() as { status: string; count: number }[];
    const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: count('pending'), failed: count('failed') };
  }

  async oldestPendingAt(): Promise<number | null> {
    return (this.sql.oldest.get() as { oldest: number | null }).oldest;
  }

  // Cheap enough for a load balancer's probe every few seconds: two system calls, no write.
  async writable() {
    if (!this.db.isOpen) throw new Error('the lead store is closed');
    let inode: number;
    try {
      inode = statSync(this.file).ino;
      accessSync(this.dataDir, constants.W_OK);
    } catch (error) {
      throw new Error(`${this.file} is not reachable (${(error as NodeJS.ErrnoException).code ?? 'error'})`, {
        cause: error,
      });
    }
    if (inode !== this.inode) throw new Error(`${this.file} was replaced while the server ran`);
  }

  async undelivered(): Promise<Lead[]> {
    return (this.sql.undelivered.all() as Row[]).map(toLead);
  }

  async all(): Promise<Lead[]> {
    return (this.sql.all.all() as Row[]).map(toLead);
  }

  async close() {
    if (this.db.isOpen) this.db.close();
  }
}
