import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { SITE_KEY } from '../cdn/cache-keys.ts';
import type { KeysOf } from '../cdn/cache-keys.ts';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Marks the answer as one a shared cache (a CDN, Varnish) may keep and serve to everyone, while browsers
     * revalidate it each time (docs/operations.md, "A shared cache in front").
     */
    shareable(): FastifyReply;
  }
}

/** How long a shared cache keeps an answer, and may serve it stale while it refetches or the origin fails. */
export type SharedCachePolicy = {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
};

/** Who reads which header: Fastly and Varnish read Surrogate-Key (spaces), Cloudflare reads Cache-Tag (commas). */
export const KEY_HEADERS = ['surrogate-key', 'cache-tag'] as const;

/**
 * What a shared cache may keep, said in one place. Browsers read `Cache-Control`: `max-age=0` makes them ask
 * again each time (a 304 when nothing changed), `s-maxage` lets a shared cache keep the answer. How long a stale
 * copy may still be served is said only in `CDN-Cache-Control` (RFC 9213), which browsers ignore, so a browser
 * never shows a stale page. Whatever answer is marked shareable stops being so when it is personal or broken: a
 * preview, an answer that sets a cookie, an error of the origin (5xx); the answer to a form post is never kept.
 * A shared answer names what it shows (cache-keys.ts), so a publish purges exactly the answers that show it.
 */
export const sharedCaching = fp<SharedCachePolicy & { keysOf: KeysOf }>(
  async (app, { keysOf, ...policy }) => {
    const cacheControl = `public, max-age=0, s-maxage=${policy.maxAgeSeconds}`;
    const cdnCacheControl =
      `max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}, ` +
      `stale-if-error=${policy.staleIfErrorSeconds}`;
    app.decorateReply('shareable', function shareable(this: FastifyReply) {
      return this.header('cache-control', cacheControl).header('cdn-cache-control', cdnCacheControl);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // What a form post is answered with (refused by the schema before its handler, too) is never stored.
      const reading = request.method === 'GET' || request.method === 'HEAD';
      if (!reading && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (!reply.hasHeader('cdn-cache-control')) return payload;
      const personal = request.preview || reply.hasHeader('set-cookie');
      if (reply.statusCode >= 500 || personal) {
        reply.removeHeader('cdn-cache-control');
        reply.header('cache-control', personal ? 'private, no-store' : 'no-store');
        return payload;
      }
      const keys = [SITE_KEY, ...new Set(await keysOf(request.url, reply.statusCode !== 404))];
      reply.header(KEY_HEADERS[0], keys.join(' ')).header(KEY_HEADERS[1], keys.join(','));
      return payload;
    });
  },
  { name: 'shared-caching' },
);
