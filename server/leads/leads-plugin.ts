import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { LeadStore } from './lead-store.ts';
import { createSendgridMailer } from './mailer.ts';
import { LeadOutbox } from './outbox.ts';
import type { OutboxOptions } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leads: { store: LeadStore; outbox: LeadOutbox };
  }
}

export type LeadsOptions = { config: AppConfig; outbox?: OutboxOptions; mailTimeoutMs?: number };

/** The lead store and its mail worker, opened with the app and closed (after in-flight mail) with it. */
export const leadsPlugin = fp<LeadsOptions>(
  async (app, { config, outbox: outboxOptions, mailTimeoutMs }) => {
    const store = new LeadStore(config.dataDir);
    const mailer = config.sendgrid.apiKey
      ? createSendgridMailer({
          apiKey: config.sendgrid.apiKey,
          baseUrl: config.sendgrid.baseUrl,
          from: config.contact.fromEmail,
          to: config.contact.toEmail,
          timeoutMs: mailTimeoutMs ?? 10_000,
        })
      : undefined;
    const outbox = new LeadOutbox(store, mailer, app.log, outboxOptions);
    if (!mailer) app.log.warn('SENDGRID_API_KEY is not set: leads are stored and logged, not mailed');
    app.decorate('leads', { store, outbox });
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => {
      await outbox.stop();
      store.close();
    });
  },
  { name: 'leads' },
);
