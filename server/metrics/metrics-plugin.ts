import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { SiteMetrics } from './site-metrics.ts';
import { routeLabel } from '../plugins/request-log.ts';
import { secretMatches } from '../secret-match.ts';
import { listenAs } from '../listen-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the separate metrics port (METRICS_PORT), if there is one; the app closes it. */
    listenMetrics(host: string): Promise<void>;
  }
}

export type MetricsExposure = { token: string | undefined; port: number | undefined } | undefined;

/**
 * Request durations by route pattern and status class (fastify-metrics), Node's process metrics, and the
 * site's own (site-metrics.ts), all in one registry. Exposed only as configured (docs/operations.md).
 */
export async function registerMetrics(app: FastifyInstance, metrics: SiteMetrics, exposure: MetricsExposure) {
  await app.register(fastifyMetrics, {
    name: 'promMetrics',
    endpoint: null,
    defaultMetrics: { enabled: true, register: metrics.registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      groupStatusCodes: true,
      routeBlacklist: ['/metrics'],
      overrides: {
        labels: { getRouteLabel: routeLabel, status: 'status_class' },
        histogram: {
          name: 'http_request_duration_seconds',
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
          registers: [metrics.registry],
        },
        // Created even when disabled: kept out of the process-wide registry, then dropped (never observed).
        summary: { registers: [metrics.registry] },
      },
    },
  });
  metrics.registry.removeSingleMetric('http_request_summary_seconds');

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const token = exposure?.token;
    if (token && !secretMatches(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1], token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'Unauthorized' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };

  let server: FastifyInstance | undefined;
  if (exposure?.port !== undefined) {
    server = Fastify({ logger: false });
    server.get('/metrics', answer);
    server.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    app.addHook('onClose', async () => server?.close());
  } else if (exposure) {
    app.get('/metrics', { logLevel: 'warn' }, answer);
  }
  const port = exposure?.port;
  app.decorate('listenMetrics', async (host: string) => {
    if (server && port !== undefined) await listenAs('METRICS_PORT', host, port, () => server.listen({ host, port }));
  });
}
