import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              uptimeSeconds: { type: 'number' },
              leads: {
                type: 'object',
                properties: {
                  mail: { type: 'string' },
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
      return {
        status: 'ok',
        uptimeSeconds: Math.round(process.uptime()),
        // The lead backlog: pending leads wait for SendGrid, failed ones need a person (npm run leads).
        leads: { mail: app.leads.outbox.enabled ? 'sendgrid' : 'disabled', ...app.leads.store.backlog() },
      };
    },
  );
}
