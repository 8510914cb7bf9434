import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublishChange, WebhookVerifier } from '../content/provider-definition.ts';

/** How long a signature may be replayed for: every provider's freshness window is at most five minutes. */
const REPLAY_WINDOW_MS = 10 * 60_000;

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/**
 * POST /api/revalidate: the active content provider's publish webhook, verified by that provider's own
 * library (server/content/<name>/verify-webhook.ts). 404 when the provider has no webhook secret configured.
 */
export async function revalidateRoutes(
  app: FastifyInstance,
  options: {
    webhook: WebhookVerifier | undefined;
    /** Purges this replica at once, then every other one and the shared cache in front (plugins/publishes.ts). */
    published: (change: PublishChange) => void;
  },
) {
  // The signature covers the raw body, so this route reads it as text before parsing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // A signature stays valid for its freshness window, so each one is accepted once within it: a replayed
  // delivery is answered 200 (a retry by the CMS must not look like a failure) and purges nothing.
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: REPLAY_WINDOW_MS });

  app.post('/api/revalidate', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { webhook } = options;
    if (!webhook) return reply.code(404).send({ error: 'Revalidation is not configured' });
    const raw = typeof request.body === 'string' ? request.body : '';
    const verified = await webhook.verify({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: raw,
    });
    if (!verified) return reply.code(401).send({ error: 'Invalid or missing webhook signature' });
    const body = parseJson(raw);
    const change = body.ok ? webhook.changeOf(body.value) : undefined;
    if (!change) return reply.code(400).send({ error: 'The webhook body is not a publish event' });
    const signature = String(request.headers[webhook.signatureHeader]);
    if (seen.has(signature)) return { revalidated: false, duplicate: true };
    seen.set(signature, true);
    options.published(change);
    request.log.info({ purged: change }, 'content cache purged');
    return { revalidated: true, purged: change.scope };
  });
}
