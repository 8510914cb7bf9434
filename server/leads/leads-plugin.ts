import fp from 'fastify-plugin';
import type { LeadStore } from './lead-store.ts';
import type { Mailer } from './mailer.ts';
import { LeadOutbox } from './outbox.ts';
import type { OutboxOptions } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leads: { store: LeadStore; outbox: LeadOutbox };
  }
}

/** What the app is given, as it is given its content service: the store, and the mailer when mail is on. */
export type LeadsDeps = { store: LeadStore; mailer: Mailer | undefined; outbox?: OutboxOptions };

/** The lead store and its mail worker, started with the app and closed (after in-flight mail) with it. */
export const leadsPlugin = fp<LeadsDeps>(
  async (app, { store, mailer, outbox: outboxOptions }) => {
    const outbox = new LeadOutbox(store, mailer, app.log, outboxOptions);
    if (!mailer) app.log.warn('SENDGRID_API_KEY is not set: leads are stored and logged, not mailed');
    app.decorate('leads', { store, outbox });
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => {
      await outbox.stop();
      await store.close();
    });
  },
  { name: 'leads' },
);
