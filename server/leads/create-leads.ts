import type { AppConfig } from '../config.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { createSendgridMailer } from './mailer.ts';
import type { LeadsDeps } from './leads-plugin.ts';
import type { OutboxOptions } from './outbox.ts';

export type LeadTuning = { outbox?: OutboxOptions; mailTimeoutMs?: number };

/** The lead store in DATA_DIR, and SendGrid when a key is configured. */
export function createLeads(config: AppConfig, tuning: LeadTuning = {}): LeadsDeps {
  const mailer = config.sendgrid.apiKey
    ? createSendgridMailer({
        apiKey: config.sendgrid.apiKey,
        baseUrl: config.sendgrid.baseUrl,
        from: config.contact.fromEmail,
        to: config.contact.toEmail,
        timeoutMs: tuning.mailTimeoutMs ?? 10_000,
      })
    : undefined;
  return { store: new SqliteLeadStore(config.dataDir), mailer, outbox: tuning.outbox };
}
