import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, uptimeSeconds: { type: 'number' } },
            required: ['status'],
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    },
  );
}
