import type { FastifyInstance } from 'fastify';
import type { Pool } from '../db/postgres.ts';

// Liveness (/healthz: the process answers) and readiness (/readyz: it can do its job) for a load balancer
// or an orchestrator (docs/operations.md). Neither ever asks the CMS; each check is time-boxed, so a
// database that hangs makes a probe answer slowly by at most CHECK_MS, never hang.

const CHECK_MS = 800;

/** The promise's outcome, or a rejection once `ms` has passed. */
function within<T>(promise: Promise<T>, ms = CHECK_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
      const backlog = await within(app.leads.store.backlog()).catch(() => undefined);
      const databaseUp = database
        ? await within(database.query('SELECT 1')).then(
            () => true,
            () => false,
          )
        : undefined;
      return {
        // Liveness: the process answers (always 200). A lead store or database it cannot reach is named here
        // and makes /readyz fail, never this: restarting the process would not bring a database back.
        status: backlog && databaseUp !== false ? 'ok' : 'degraded',
        ...(databaseUp === undefined ? {} : { database: databaseUp ? 'up' : 'down' }),
        uptimeSeconds: Math.round(process.uptime()),
        leads: backlog ? { mail, ...backlog } : { mail, store: 'unreachable' },
      };
    },
  );

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<string, string> = {};
    const problems: string[] = [];
    const check = async (name: string, probe: () => Promise<unknown>) => {
      try {
        await within(probe());
        checks[name] = 'ok';
      } catch (error) {
        checks[name] = reason(error);
        problems.push(`${name}: ${reason(error)}`);
      }
    };
    // The content service is built before the app: here, it exists. Its CMS is not asked (an outage is
    // served from snapshots and fallbacks, so it is no reason to take this replica out).
    checks.content = 'ok';
    await Promise.all([
      check('leads', () => app.leads.store.writable()),
      ...(database ? [check('database', () => database.query('SELECT 1'))] : []),
    ]);
    if (problems.length > 0) return reply.code(503).send({ status: 'not ready', reason: problems.join('; '), checks });
    return { status: 'ready', checks };
  });
}
