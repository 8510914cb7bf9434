import fp from 'fastify-plugin';
import type { ContentService } from '../content/content-service.ts';
import type { PublishChange } from '../content/provider-definition.ts';
import type { PageCache } from '../render/page-cache.ts';
import { listenForPublishes } from '../db/publish-events.ts';
import type { Pool } from '../db/postgres.ts';
import { settlePublish } from '../content/publish-settle.ts';
import { keysOfChange } from '../cdn/cache-keys.ts';
import type { PurgeQueue } from '../cdn/purge-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A verified publish reached this replica: purge here and on every other replica, then at the shared cache
     * (docs/replicas.md, docs/operations.md). Returns at once; resolves when the shared cache has been asked.
     */
    published: (change: PublishChange) => Promise<void>;
  }
}

export type PublishesOptions = {
  content: ContentService;
  pages: PageCache;
  /** PostgreSQL carries publish events between replicas; without it a replica purges only itself. */
  database?: { url: string | undefined; pool: Pool; reconnectMs?: number };
  /** The shared cache in front (CDN), when there is one. */
  cdn?: PurgeQueue;
  /** How long a replica waits for the CMS to give the published version (tests shorten it). */
  settleMs?: number;
};

/**
 * Publishes, from this replica's webhook or from another replica, purge the content and page caches at once,
 * and each replica reads the CMS again until it gives the published version. Only then, and only from the
 * replica the webhook reached, the shared cache in front is purged of what changed: a page it fetches again,
 * from any replica, is the new one. At close, the last snapshot writes finish first; then (after the lead
 * outbox, closed in its own plugin) the listener and the pool.
 */
export const publishes = fp<PublishesOptions>(
  async (app, { content, pages, database, cdn, settleMs }) => {
    const closing = new AbortController();
    const settleHere = async (change: PublishChange) => {
      pages.purge();
      const settled = await settlePublish(content, change, { timeoutMs: settleMs, signal: closing.signal });
      // Pages rendered while the CMS still gave the old version go too.
      pages.purge();
      if (!settled.fresh) app.log.warn({ change }, 'publish: the CMS still gives the old version; purging anyway');
      return settled;
    };
    const events = database?.url
      ? listenForPublishes({
          url: database.url,
          pool: database.pool,
          purge: settleHere,
          forget: () => {
            content.purge('all');
            pages.purge();
          },
          log: (message, details) => app.log.warn({ details }, message),
          minDelayMs: database.reconnectMs,
        })
      : undefined;
    app.decorate('published', async (change: PublishChange) => {
      // If the database is down the other replicas catch up when it is back (they purge everything then).
      const others = events?.announce(change, settleMs).catch((error: Error) => {
        app.log.warn({ error: error.message }, 'publish not announced');
        return undefined;
      });
      const [settled, heard] = await Promise.all([settleHere(change), others]);
      if (heard && heard.settled < heard.replicas) {
        app.log.warn(heard, 'publish: not every replica said it has the new version; purging the CDN anyway');
      }
      cdn?.add(keysOfChange(change, settled));
    });
    app.addHook('onClose', async () => {
      closing.abort();
      cdn?.close();
      await content.settled();
      await events?.close();
      await database?.pool.end().catch(() => undefined);
    });
  },
  { name: 'publishes' },
);
