import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ContentService } from '../content/content-service.ts';
import { SIGNATURE_MAX_AGE_SECONDS, verifyContentfulWebhook } from '../content/contentful/verify-webhook.ts';

type WebhookEvent = { sys: { type: string; contentType?: { sys?: { id?: string } } } };

// Publish and unpublish of entries and assets; an asset change can show in any entry that links it.
const EVENT_TYPES = new Set(['Entry', 'DeletedEntry', 'Asset', 'DeletedAsset']);

function parseEvent(raw: string): WebhookEvent | undefined {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const type = (body as { sys?: { type?: unknown } } | null)?.sys?.type;
  return typeof type === 'string' && EVENT_TYPES.has(type) ? (body as WebhookEvent) : undefined;
}

/** What a publish of this entity makes stale. */
function affected(event: WebhookEvent): 'posts' | 'resources' | 'all' {
  if (event.sys.type.endsWith('Asset')) return 'all';
  const contentType = event.sys.contentType?.sys?.id;
  if (contentType === 'blogPost') return 'posts';
  if (contentType === 'resource') return 'resources';
  return 'all';
}

/** POST /api/revalidate: Contentful's publish webhook, signed with CONTENTFUL_WEBHOOK_SECRET. */
export async function revalidateRoutes(
  app: FastifyInstance,
  options: { content: ContentService; secret: string | undefined; afterPurge?: () => void },
) {
  // The signature covers the raw body, so this route reads it as text before parsing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // A signature stays valid for its freshness window, so each one is accepted once within it: a replayed
  // delivery is answered 200 (a retry by the CMS must not look like a failure) and purges nothing.
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: SIGNATURE_MAX_AGE_SECONDS * 2_000 });

  app.post('/api/revalidate', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.secret) return reply.code(404).send({ error: 'Revalidation is not configured' });
    const raw = typeof request.body === 'string' ? request.body : '';
    const verified = verifyContentfulWebhook(options.secret, {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: raw,
    });
    if (!verified) return reply.code(401).send({ error: 'Invalid or missing webhook signature' });
    const event = parseEvent(raw);
    if (!event) return reply.code(400).send({ error: 'The webhook body is not an entry or asset event' });
    const signature = String(request.headers['x-contentful-signature']);
    if (seen.has(signature)) return { revalidated: false, duplicate: true };
    seen.set(signature, true);
    const purged = affected(event);
    options.content.purge(purged);
    options.afterPurge?.();
    request.log.info({ purged, topic: request.headers['x-contentful-topic'] }, 'content cache purged');
    return { revalidated: true, purged };
  });
}
