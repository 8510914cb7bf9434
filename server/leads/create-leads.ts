import type { AppConfig } from '../config.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { PgLeadStore } from '../db/pg-lead-store.ts';
import type { Pool } from '../db/postgres.ts';
import { createSendgridMailer } from './mailer.ts';
import type { LeadsDeps } from './leads-plugin.ts';
import type { OutboxOptions } from './outbox.ts';

export type LeadTuning = { outbox?: OutboxOptions; mailTimeoutMs?: number };

/** The lead store (PostgreSQL when given a pool, else SQLite in DATA_DIR), and SendGrid when a key is set. */
export function createLeads(config: AppConfig, tuning: LeadTuning = {}, pool?: Pool): LeadsDeps {
  const mailer = config.sendgrid.apiKey
    ? createSendgridMailer({
        apiKey: config.sendgrid.apiKey,
        baseUrl: config.sendgrid.baseUrl,
        from: config.contact.fromEmail,
        to: config.contact.toEmail,
        // Below the lease, so a slow send is never taken over by another worker while it still runs.
        timeoutMs: tuning.mailTimeoutMs ?? Math.min(10_000, config.leadLeaseMs / 2),
      })
    : undefined;
  const lease = { leaseMs: config.leadLeaseMs };
  const store = pool ? new PgLeadStore(pool, lease) : new SqliteLeadStore(config.dataDir, lease);
  return { store, mailer, outbox: tuning.outbox };
}
