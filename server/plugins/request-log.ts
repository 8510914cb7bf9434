import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../log-options.ts';

// One JSON line per request (docs/operations.md): its id, the route pattern, status, duration and the
// content source. Only these fields are written: no headers, no body, so no token and no lead's details.

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's route in the app's route tree (/blog/$slug), set by the page route; else Fastify's route. */
    routePattern: string | undefined;
  }
}

const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** A proxy's x-request-id when it sent a sane one (so one id follows a request through), else a new UUID. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** A label with a bounded set of values: a pattern, never a raw URL (random paths must not add series). */
export function routeLabel(request: FastifyRequest): string {
  return request.routePattern ?? request.routeOptions.url ?? '(no route)';
}

export const requestLog = fp(
  async (app) => {
    app.decorateRequest('routePattern', undefined);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const source = reply.getHeader('x-content-source');
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          route: routeLabel(request),
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          ...(source ? { contentSource: String(source) } : {}),
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
