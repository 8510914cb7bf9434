import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendShared, sharedBodyOf } from '../shared-body.ts';
import { contentMessages } from '../../src/model/content-messages.ts';
import {
  errorAnswerSchema,
  listingSchema,
  postSummarySchema,
  postWithRelatedSchema,
  resourceSchema,
  resourceSummarySchema,
  searchPageSchema,
} from '../../src/model/content-schema.ts';
import { readListingSearch } from '../../src/model/listing.ts';
import type { ListingSearch } from '../../src/model/listing.ts';
import type { ContentAnswer, ContentReads, ContentService } from '../content/content-service.ts';
import { listingsOf } from '../content/listings.ts';
import type { DraftContent } from '../preview/draft-content.ts';
import { MAX_QUERY_LENGTH, searchMessages } from '../../src/model/search.ts';

function send<T>(reply: FastifyReply, answer: ContentAnswer<T>, missing: string, failed: string) {
  if (answer.status === 'ok') {
    reply.shareable().header('x-content-source', answer.source);
    // Drafts are read afresh for each editor's request: nothing to keep.
    if (reply.request.preview) return reply.send(answer.data);
    // Content the server holds is the same object until it changes: its JSON is written and compressed once.
    const shared = sharedBodyOf(reply.request.routeOptions.url ?? 'api', [answer.data as object], () => {
      const json = reply.serialize(answer.data);
      return typeof json === 'string' ? json : Buffer.from(json as ArrayBuffer).toString('utf8');
    });
    return sendShared(reply.type('application/json; charset=utf-8'), shared);
  }
  // "Not found" is the same for everyone (until a publish); an outage is not kept (shared-caching.ts).
  if (answer.status === 'not-found') return reply.code(404).shareable().send({ error: missing });
  return reply.code(503).header('cache-control', 'no-store').header('retry-after', '30').send({ error: failed });
}

const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string' } },
  required: ['slug'],
} as const;

// A page is written as a whole number from 1; anything else is refused before content is read.
const listingQuerystring = (withTag: boolean) =>
  ({
    type: 'object',
    properties: {
      page: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
      ...(withTag ? { tag: { type: 'string', minLength: 1, maxLength: 200 } } : {}),
    },
  }) as const;

/** Each answer declared once (src/model/content-schema.ts): Fastify serialises with it and drops anything else. */
const answers = (ok: object) => ({ 200: ok, 404: errorAnswerSchema, 503: errorAnswerSchema });
const schemas = {
  posts: { querystring: listingQuerystring(true), response: answers(listingSchema(postSummarySchema)) },
  post: { params: slugParams, response: answers(postWithRelatedSchema) },
  resources: { querystring: listingQuerystring(false), response: answers(listingSchema(resourceSummarySchema)) },
  resource: { params: slugParams, response: answers(resourceSchema) },
  search: {
    querystring: {
      type: 'object',
      properties: { q: { type: 'string' }, page: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
    },
    response: { ...answers(searchPageSchema), 400: errorAnswerSchema },
  },
};

const NO_SUCH_PAGE = 'No such page of the list';

/** The JSON surface the browser reads content from; lists come a page at a time, as the pages show them. */
export async function apiRoutes(app: FastifyInstance, options: { content: ContentService; drafts?: DraftContent }) {
  // An editor in preview reads drafts; everyone else the published content (the preview plugin decides who).
  const contentFor = (request: FastifyRequest): ContentReads =>
    request.preview && options.drafts ? options.drafts.view(request.previewPerspective) : options.content;
  const listingsFor = (request: FastifyRequest) => listingsOf(contentFor(request));
  const searchOf = (request: FastifyRequest, withTag: boolean): ListingSearch =>
    readListingSearch(request.query as Record<string, unknown>, withTag);

  app.get('/api/posts', { schema: schemas.posts }, async (request, reply) =>
    send(
      reply,
      await listingsFor(request).postsPage(searchOf(request, true)),
      NO_SUCH_PAGE,
      contentMessages.postsFailed,
    ),
  );

  app.get<{ Params: { slug: string } }>('/api/posts/:slug', { schema: schemas.post }, async (request, reply) =>
    send(
      reply,
      await listingsFor(request).post(request.params.slug),
      contentMessages.postMissing,
      contentMessages.postFailed,
    ),
  );

  // The published content's index, whoever asks (preview included): answered from memory, no CMS call.
  app.get<{ Querystring: { q?: string; page?: string } }>(
    '/api/search',
    { schema: schemas.search },
    async (request, reply) => {
      const { q = '', page = '1' } = request.query;
      if (q.length > MAX_QUERY_LENGTH) {
        return reply.code(400).header('cache-control', 'no-store').send({ error: searchMessages.tooLong });
      }
      return send(reply, await options.content.search(q, Number(page)), NO_SUCH_PAGE, searchMessages.failed);
    },
  );

  app.get('/api/resources', { schema: schemas.resources }, async (request, reply) =>
    send(
      reply,
      await listingsFor(request).resourcesPage(searchOf(request, false)),
      NO_SUCH_PAGE,
      contentMessages.resourcesFailed,
    ),
  );

  app.get<{ Params: { slug: string } }>('/api/resources/:slug', { schema: schemas.resource }, async (request, reply) =>
    send(
      reply,
      await contentFor(request).getResource(request.params.slug),
      contentMessages.resourceMissing,
      contentMessages.resourceFailed,
    ),
  );
}
