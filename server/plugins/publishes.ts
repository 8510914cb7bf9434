import fp from 'fastify-plugin';
import type { ContentService } from '../content/content-service.ts';
import type { PublishScope } from '../content/provider-definition.ts';
import type { PageCache } from '../render/page-cache.ts';
import { listenForPublishes } from '../db/publish-events.ts';
import type { Pool } from '../db/postgres.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A verified publish reached this replica: purge here, and tell every other replica (docs/replicas.md). */
    published: (scope: PublishScope) => void;
  }
}

export type PublishesOptions = {
  content: ContentService;
  pages: PageCache;
  /** PostgreSQL carries publish events between replicas; without it a replica purges only itself. */
  database?: { url: string | undefined; pool: Pool; reconnectMs?: number };
};

/**
 * Publishes, from this replica's webhook or from another replica, purge the content and page caches. At close,
 * the last snapshot writes finish first; then (after the lead outbox, closed in its own plugin) the listener and
 * the pool.
 */
export const publishes = fp<PublishesOptions>(
  async (app, { content, pages, database }) => {
    const purgeHere = (scope: PublishScope) => {
      content.purge(scope);
      pages.purge();
    };
    const events = database?.url
      ? listenForPublishes({
          url: database.url,
          pool: database.pool,
          purge: purgeHere,
          log: (message, details) => app.log.warn({ details }, message),
          minDelayMs: database.reconnectMs,
        })
      : undefined;
    app.decorate('published', (scope: PublishScope) => {
      pages.purge();
      // If the database is down the other replicas catch up when it is back (they purge everything then).
      events?.announce(scope).catch((error: Error) => app.log.warn({ error: error.message }, 'publish not announced'));
    });
    app.addHook('onClose', async () => {
      await content.settled();
      await events?.close();
      await database?.pool.end().catch(() => undefined);
    });
  },
  { name: 'publishes' },
);
