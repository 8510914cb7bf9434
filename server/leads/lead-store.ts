import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type LeadInput = { name: string; email: string; company: string; phone: string; message: string };

export type Lead = LeadInput & {
  id: number;
  createdAt: number;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
};

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
});

const DUPLICATE_WINDOW_MS = 60_000;

function fingerprint(lead: LeadInput) {
  const normalised = [lead.name, lead.email.toLowerCase(), lead.company, lead.phone, lead.message].map((v) => v.trim());
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

/**
 * The durable home of every lead (SQLite in DATA_DIR). A lead is committed to disk before the visitor
 * hears back, and stays until it has been mailed, also when mailing fails for good.
 */
export class LeadStore {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, 'leads.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
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
  }

  /** Stores a lead; the same submission again within a minute is the same lead. */
  accept(input: LeadInput, now = Date.now()): { id: number; duplicate: boolean } {
    const print = fingerprint(input);
    return this.db.transaction(() => {
      const existing = this.db
        .prepare('SELECT id FROM leads WHERE fingerprint = ? AND created_at > ? ORDER BY id DESC LIMIT 1')
        .get(print, now - DUPLICATE_WINDOW_MS) as { id: number } | undefined;
      if (existing) return { id: existing.id, duplicate: true };
      const result = this.db
        .prepare(
          `INSERT INTO leads (created_at, fingerprint, name, email, company, phone, message, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(now, print, input.name, input.email, input.company, input.phone, input.message, now);
      return { id: Number(result.lastInsertRowid), duplicate: false };
    })();
  }

  due(now = Date.now(), limit = 20): Lead[] {
    const rows = this.db
      .prepare("SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?")
      .all(now, limit) as Row[];
    return rows.map(toLead);
  }

  markSent(id: number, now = Date.now()) {
    this.db
      .prepare("UPDATE leads SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?")
      .run(now, id);
  }

  scheduleRetry(id: number, nextAttemptAt: number, error: string) {
    this.db
      .prepare('UPDATE leads SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?')
      .run(nextAttemptAt, error, id);
  }

  markFailed(id: number, error: string) {
    this.db
      .prepare("UPDATE leads SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?")
      .run(error, id);
  }

  /** Puts failed leads back in the queue (after the cause, such as a bad API key, is fixed). */
  retryFailed(now = Date.now()): number {
    return this.db
      .prepare("UPDATE leads SET status = 'pending', next_attempt_at = ?, last_error = NULL WHERE status = 'failed'")
      .run(now).changes;
  }

  backlog(): { pending: number; failed: number } {
    const rows = this.db
      .prepare("SELECT status, COUNT(*) AS count FROM leads WHERE status != 'sent' GROUP BY status")
      .all() as { status: string; count: number }[];
    const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: count('pending'), failed: count('failed') };
  }

  undelivered(): Lead[] {
    return (this.db.prepare("SELECT * FROM leads WHERE status != 'sent' ORDER BY id").all() as Row[]).map(toLead);
  }

  all(): Lead[] {
    return (this.db.prepare('SELECT * FROM leads ORDER BY id').all() as Row[]).map(toLead);
  }

  close() {
    this.db.close();
  }
}
