import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentMessages } from '../../src/model/content-messages.ts';
import type { ContentAnswer, ContentService } from '../content/content-service.ts';

// Lets a CDN in front serve a minute-old copy, refresh it in the background, and ride out an outage.
const CDN_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

function send<T>(reply: FastifyReply, answer: ContentAnswer<T>, missing: string, failed: string) {
  if (answer.status === 'ok') {
    return reply.header('cache-control', CDN_CACHE).header('x-content-source', answer.source).send(answer.data);
  }
  reply.header('cache-control', 'no-store');
  if (answer.status === 'not-found') return reply.code(404).send({ error: missing });
  return reply.code(503).header('retry-after', '30').send({ error: failed });
}

const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string' } },
  required: ['slug'],
} as const;

/** The JSON surface the browser reads content from. */
export async function apiRoutes(app: FastifyInstance, options: { content: ContentService }) {
  const { content } = options;

  app.get('/api/posts', async (_request, reply) =>
    send(reply, await content.listPosts(), contentMessages.postMissing, contentMessages.postsFailed),
  );

  app.get<{ Params: { slug: string } }>(
    '/api/posts/:slug',
    { schema: { params: slugParams } },
    async (request, reply) =>
      send(reply, await content.getPost(request.params.slug), contentMessages.postMissing, contentMessages.postFailed),
  );

  app.get('/api/resources', async (_request, reply) =>
    send(reply, await content.listResources(), contentMessages.resourceMissing, contentMessages.resourcesFailed),
  );

  app.get<{ Params: { slug: string } }>(
    '/api/resources/:slug',
    { schema: { params: slugParams } },
    async (request, reply) =>
      send(
        reply,
        await content.getResource(request.params.slug),
        contentMessages.resourceMissing,
        contentMessages.resourceFailed,
      ),
  );
}
