import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { sendgridEnv, startSendgridFake } from '../fakes/sendgrid-fake.ts';
import type { SendgridFake } from '../fakes/sendgrid-fake.ts';
import { METRICS_TOKEN as TOKEN, scrape, seriesOf, value } from './support/prometheus.ts';
import { freePort } from '../support/free-port.ts';

// Prometheus metrics (README, "Operating the site"): they move when what they count happens, and their
// series stay bounded. Where they are served, and to whom, is in metrics-endpoint.test.ts.

let contentful: ContentfulFake;
let sanity: SanityFake;
let sendgrid: SendgridFake;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  [contentful, sanity, sendgrid] = await Promise.all([startContentfulFake(), startSanityFake(), startSendgridFake()]);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  contentful.mode = 'ok';
  sanity.mode = 'ok';
  sendgrid.mode = '202';
});
afterAll(async () => {
  await Promise.all([contentful.close(), sanity.close(), sendgrid.close()]);
});

async function site(env: Record<string, string>, options: Parameters<typeof buildTestApp>[1] = {}) {
  const app = await buildTestApp({ METRICS_TOKEN: TOKEN, ...env }, options);
  await app.ready();
  apps.push(app);
  return app;
}

describe('request metrics', () => {
  it('label requests by route pattern and status class, so a flood of made-up paths adds no series', async () => {
    const app = await site({});
    await app.inject({ url: '/blog/speed-to-lead' });
    await app.inject({ url: '/services' });
    await app.inject({ url: '/api/posts' });
    const before = seriesOf(await scrape(app), 'http_request_duration_seconds_count').length;
    for (let i = 0; i < 150; i += 1) {
      await app.inject({ url: `/made-up-${i}` });
      await app.inject({ url: `/blog/made-up-${i}` });
      await app.inject({ url: `/assets/made-up-${i}.js` });
      await app.inject({ url: `/api/posts/made-up-${i}?q=${i}` });
      await app.inject({ url: `//made-up-${i}/` });
    }
    // 300 pages not found, and /services still comes from memory.
    await app.inject({ url: '/services' });
    const text = await scrape(app);
    const series = seriesOf(text, 'http_request_duration_seconds_count');
    // New series only for the three new (route, status class) pairs, whatever the number of paths: every page
    // not found counts as one route, and every redirect to a page's own address as another.
    expect(series.length - before).toBe(3);
    expect(value(text, 'http_request_duration_seconds_count', { route: '(redirect)', status_class: '3xx' })).toBe(150);
    expect(value(text, 'growthwise_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(series.join('\n')).not.toContain('made-up');
    expect(value(text, 'http_request_duration_seconds_count', { route: '/blog/$slug', status_class: '2xx' })).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count', { route: '/services', status_class: '2xx' })).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count', { route: '(not found)', status_class: '4xx' })).toBe(450);
    expect(value(text, 'http_request_duration_seconds_count', { route: '/api/posts/:slug', status_class: '4xx' })).toBe(
      150,
    );
  });

  it('count page cache hits and misses', async () => {
    const app = await site({});
    await app.inject({ url: '/about' });
    await app.inject({ url: '/about' });
    await app.inject({ url: '/about' });
    const text = await scrape(app);
    expect(value(text, 'growthwise_page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(value(text, 'growthwise_page_cache_lookups_total', { result: 'hit' })).toBe(2);
  });
});

describe('content metrics', () => {
  const providers = [
    { name: 'contentful', env: () => contentfulEnv(contentful), fake: () => contentful },
    { name: 'sanity', env: () => sanityEnv(sanity), fake: () => sanity },
  ] as const;

  for (const provider of providers) {
    it(`${provider.name}: an outage raises the failure counter by kind and serves the snapshot, whose age shows`, async () => {
      const dataDir = tempDataDir();
      const first = await site({ ...provider.env(), DATA_DIR: dataDir });
      expect((await first.inject({ url: '/api/posts' })).headers['x-content-source']).toBe('cms');
      let text = await scrape(first);
      expect(value(text, 'growthwise_content_answers_total', { provider: provider.name, source: 'cms' })).toBe(1);
      expect(value(text, 'growthwise_cms_request_duration_seconds_count', { outcome: 'ok' })).toBe(1);
      expect(value(text, 'growthwise_cms_failures_total', { provider: provider.name, kind: '5xx' })).toBe(0);

      // The CMS fails; a replica started now has only the snapshot.
      provider.fake().mode = '500';
      const second = await site({ ...provider.env(), DATA_DIR: dataDir });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await second.inject({ url: '/api/posts' })).headers['x-content-source']).toBe('snapshot');
      text = await scrape(second);
      expect(value(text, 'growthwise_cms_failures_total', { provider: provider.name, kind: '5xx' })).toBe(1);
      expect(value(text, 'growthwise_content_answers_total', { provider: provider.name, source: 'snapshot' })).toBe(1);
      expect(value(text, 'growthwise_content_snapshot_age_seconds', { query: 'posts' })).toBeGreaterThan(0.01);
      expect(value(text, 'growthwise_content_snapshot_age_seconds', { query: 'resources' })).toBe(0);
    });
  }

  it('sorts failures into timeout, 429 and network, and counts unavailable answers', async () => {
    const hang = await site(contentfulEnv(contentful), { contentTuning: { budgetMs: 150 } });
    contentful.mode = 'hang';
    expect((await hang.inject({ url: '/api/posts' })).statusCode).toBe(503);
    let text = await scrape(hang);
    expect(value(text, 'growthwise_cms_failures_total', { kind: 'timeout' })).toBe(1);
    expect(value(text, 'growthwise_content_answers_total', { source: 'unavailable' })).toBe(1);

    contentful.mode = '429';
    const limited = await site(contentfulEnv(contentful));
    await limited.inject({ url: '/api/posts' });
    expect(value(await scrape(limited), 'growthwise_cms_failures_total', { kind: '429' })).toBe(1);

    const closed = await freePort();
    const unreachable = await site({ ...contentfulEnv({ host: `127.0.0.1:${closed}` }) });
    await unreachable.inject({ url: '/api/posts' });
    text = await scrape(unreachable);
    expect(value(text, 'growthwise_cms_failures_total', { kind: 'network' })).toBe(1);
    expect(value(text, 'growthwise_cms_request_duration_seconds_count', { outcome: 'failed' })).toBe(1);
  });
});

describe('outbox metrics', () => {
  it('a SendGrid outage raises the pending count and the oldest age; recovery brings them back to 0', async () => {
    const app = await site(
      { ...sendgridEnv(sendgrid), CONTACT_RATE_LIMIT: '100' },
      { leads: { outbox: { baseDelayMs: 20, maxDelayMs: 50, pollMs: 20 }, mailTimeoutMs: 500 } },
    );
    sendgrid.mode = '500';
    const lead = { name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Engines', message: 'Help.' };
    expect((await app.inject({ method: 'POST', url: '/contact', payload: lead })).statusCode).toBe(201);
    await vi.waitFor(() => expect(sendgrid.attempts).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    let text = await scrape(app);
    expect(value(text, 'growthwise_leads_pending')).toBe(1);
    expect(value(text, 'growthwise_leads_oldest_pending_age_seconds')).toBeGreaterThan(0.02);
    expect(value(text, 'growthwise_mail_send_duration_seconds_count', { outcome: 'retry' })).toBeGreaterThan(0);
    expect(value(text, 'growthwise_lead_store_up')).toBe(1);

    sendgrid.mode = '202';
    await vi.waitFor(() => expect(sendgrid.accepted.length).toBe(1), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the backlog is read at most once a second
    text = await scrape(app);
    expect(value(text, 'growthwise_leads_pending')).toBe(0);
    expect(value(text, 'growthwise_leads_oldest_pending_age_seconds')).toBe(0);
    expect(value(text, 'growthwise_leads_failed')).toBe(0);
    expect(value(text, 'growthwise_mail_send_duration_seconds_count', { outcome: 'sent' })).toBe(1);
  });
});
