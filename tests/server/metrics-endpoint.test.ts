import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { buildTestApp } from './support/test-app.ts';
import { METRICS_TOKEN as TOKEN, value } from './support/prometheus.ts';
import { freePorts } from '../support/free-port.ts';
import { startupProblem } from '../../server/run-or-exit.ts';

// Where Prometheus metrics are served (README, "Operating the site"), and that they are never public. What
// they count is in metrics.test.ts.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function site(env: Record<string, string>) {
  const app = await buildTestApp({ METRICS_TOKEN: TOKEN, ...env });
  apps.push(app);
  return app;
}

describe('GET /metrics', () => {
  it('is off unless METRICS_TOKEN or METRICS_PORT is set', async () => {
    const app = await buildTestApp();
    apps.push(app);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the bearer token on the main port', async () => {
    const app = await site({});
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('process_cpu');
    }
    const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    // Node's process metrics are there too.
    expect(value(answer.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(answer.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('METRICS_PORT serves them on a port of their own, and not on the main port', async () => {
    // Two ports picked together: the main port, left to the OS, could be handed the metrics port just freed.
    const [port, mainPort] = await freePorts(2);
    const app = await buildTestApp({ METRICS_PORT: String(port) });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: mainPort });
    await app.listenMetrics('127.0.0.1');
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('METRICS_PORT with METRICS_TOKEN asks for the token there', async () => {
    // Two ports picked together: the main port, left to the OS, could be handed the metrics port just freed.
    const [port, mainPort] = await freePorts(2);
    const app = await buildTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: mainPort });
    await app.listenMetrics('127.0.0.1');
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    const allowed = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
  });

  it('a metrics port already taken stops the start with one line naming METRICS_PORT', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    const app = await buildTestApp({ METRICS_PORT: String(port) });
    apps.push(app);
    try {
      const failure = await app.listenMetrics('127.0.0.1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(startupProblem(failure)).toBe(`Listen error: METRICS_PORT: 127.0.0.1:${port} is already in use`);
    } finally {
      taken.close();
    }
  });

  it('bad metrics settings stop the start with one line naming the variable', async () => {
    await expect(buildTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(
      'METRICS_TOKEN must be at least 16 printable characters without spaces',
    );
    await expect(buildTestApp({ METRICS_PORT: '70000' })).rejects.toThrow(
      'METRICS_PORT must be a whole number from 1 to 65535',
    );
    await expect(buildTestApp({ PORT: '8080', METRICS_PORT: '8080' })).rejects.toThrow(
      'METRICS_PORT must differ from PORT (8080)',
    );
  });
});
