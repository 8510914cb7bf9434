import type { FastifyInstance } from 'fastify';
import type { Pool } from '../db/postgres.ts';

export async function healthRoutes(app: FastifyInstance, options: { database?: Pool } = {}) {
  const { database } = options;
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string' },
              uptimeSeconds: { type: 'number' },
              leads: {
                type: 'object',
                properties: {
                  mail: { type: 'string' },
                  store: { type: 'string' },
                  pending: { type: 'integer' },
                  failed: { type: 'integer' },
                },
              },
            },
            required: ['status'],
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const mail = app.leads.outbox.enabled ? 'sendgrid' : 'disabled';
      // The lead backlog: pending leads wait for SendGrid, failed ones need a person (npm run leads).
      const backlog = await app.leads.store.backlog().catch(() => undefined);
      const databaseUp = database ? await database.query('SELECT 1').then(() => true, () => false) : undefined;
      return {
        // Liveness: the process answers. A lead store or database it cannot reach is named, not fatal.
        status: backlog && databaseUp !== false ? 'ok' : 'degraded',
        ...(databaseUp === undefined ? {} : { database: databaseUp ? 'up' : 'down' }),
        uptimeSeconds: Math.round(process.uptime()),
        leads: backlog ? { mail, ...backlog } : { mail, store: 'unreachable' },
      };
    },
  );
}
