import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { loggerOptions } from '../../server/log-options.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { FAKE_SENDGRID_KEY, sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../fakes/sendgrid-fake.ts';

// Readiness, liveness and request logs (README, "Operating the site").

let cms: ContentfulFake;
let sendgrid: SendgridFake;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  [cms, sendgrid] = await Promise.all([startContentfulFake(), startSendgridFake()]);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  cms.mode = 'ok';
  sendgrid.mode = '202';
});
afterAll(async () => Promise.all([cms.close(), sendgrid.close()]));

async function site(env: Record<string, string> = {}, options: Parameters<typeof buildTestApp>[1] = {}) {
  const app = await buildTestApp(env, options);
  await app.ready();
  apps.push(app);
  return app;
}

describe('GET /readyz', () => {
  it('is 200 when the site can do its job, and never asks the CMS', async () => {
    const app = await site(contentfulEnv(cms));
    const before = cms.requests.length;
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { content: 'ok', leads: 'ok' } });
    // A CMS outage is served from snapshots and fallbacks: no reason to take the replica out.
    cms.mode = '500';
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(cms.requests.length).toBe(before);
  });

  it('is 503 with the reason once the data directory is gone, while /healthz stays 200', async () => {
    const dataDir = tempDataDir();
    const app = await site({ DATA_DIR: dataDir });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    rmSync(dataDir, { recursive: true, force: true });
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'not ready',
      reason: expect.stringMatching(/^leads: .*leads\.sqlite is not reachable \(ENOENT\)$/),
      checks: { content: 'ok' },
    });
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
  });
});

describe('request logs', () => {
  async function logged(env: Record<string, string> = {}) {
    const lines: string[] = [];
    const app = await site(
      { ...contentfulEnv(cms), ...env },
      { logger: loggerOptions('info', { write: (line) => void lines.push(line) }) },
    );
    const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { app, lines, entries };
  }

  it('one JSON line per request: its id, route pattern, status, duration and content source', async () => {
    const { app, entries } = await logged();
    const traced = await app.inject({ url: '/api/posts', headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a-0001');
    await app.inject({ url: '/blog/pricing-experiments', headers: { 'x-request-id': 'lb-7f3a-0002' } });
    // An id that is not one (spaces, too long) is replaced by a fresh one, and that one is echoed.
    const replaced = await app.inject({ url: '/about', headers: { 'x-request-id': 'not an id' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const requests = entries().filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      level: 30,
      requestId: 'lb-7f3a-0001',
      method: 'GET',
      url: '/api/posts',
      route: '/api/posts',
      status: 200,
      contentSource: 'cms',
      durationMs: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ requestId: 'lb-7f3a-0002', route: '/blog/$slug', status: 200 });
    expect(requests[2]).toMatchObject({ requestId: replaced.headers['x-request-id'], route: '/about' });
  });

  it('never carry a token, a lead e-mail or a lead message, only the lead id', async () => {
    const token = 'metrics-token-do-not-log-42';
    const { app, lines, entries } = await logged({ ...sendgridEnv(sendgrid), METRICS_TOKEN: token });
    sendgrid.mode = '500';
    const email = 'private.person@hidden-company.example';
    const message = 'Our confidential churn figure is 17 percent';
    const stored = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'Private Person', email, company: 'Hidden Co', message },
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-value-do-not-log' },
    });
    expect(stored.statusCode).toBe(201);
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: `/blog?token=${token}&access_token=${token}` });
    await vi.waitFor(() => expect(sendgrid.attempts).toBeGreaterThan(0));
    await app.close();

    const all = lines.join('');
    for (const secret of [token, email, message, 'cookie-value-do-not-log', 'Private Person', FAKE_SENDGRID_KEY]) {
      expect(all).not.toContain(secret);
    }
    const leadLine = entries().find((entry) => entry.msg === 'lead stored');
    expect(leadLine).toMatchObject({ leadId: expect.any(Number) });
    expect(
      entries().some((entry) => entry.msg === 'lead mail failed; will retry' && entry.leadId === leadLine?.leadId),
    ).toBe(true);
  });
});
