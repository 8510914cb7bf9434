import type { FastifyInstance } from 'fastify';
import type { ContentService } from '../content/content-service.ts';
import { verifyWebhookSignature } from '../content/webhook-signature.ts';

type WebhookBody = { sys?: { type?: string; contentType?: { sys?: { id?: string } } } };

/** What a publish of this entity makes stale. */
function affected(body: WebhookBody): 'posts' | 'resources' | 'all' {
  const contentType = body.sys?.contentType?.sys?.id;
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

  app.post('/api/revalidate', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!options.secret) return reply.code(404).send({ error: 'Revalidation is not configured' });
    const raw = typeof request.body === 'string' ? request.body : '';
    const verified = verifyWebhookSignature(options.secret, {
      method: request.method,
      path: request.url,
      headers: request.headers,
      body: raw,
    });
    if (!verified) return reply.code(401).send({ error: 'Invalid or missing webhook signature' });
    let body: WebhookBody;
    try {
      body = raw ? (JSON.parse(raw) as WebhookBody) : {};
    } catch {
      return reply.code(400).send({ error: 'The webhook body is not valid JSON' });
    }
    const purged = affected(body);
    options.content.purge(purged);
    options.afterPurge?.();
    request.log.info({ purged, topic: request.headers['x-contentful-topic'] }, 'content cache purged');
    return { revalidated: true, purged };
  });
}
