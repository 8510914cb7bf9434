import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { contentfulPublish } from './support/contentful-webhook.ts';
import { waitFor } from './support/contact-harness.ts';
import { METRICS_TOKEN, scrape, value } from './support/prometheus.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { fastlyEnv, startFastlyFake } from '../fakes/fastly-fake.ts';
import { cloudflareEnv, startCloudflareFake } from '../fakes/cloudflare-fake.ts';
import type { PurgeApiFake } from '../fakes/purge-api-fake.ts';
import { loadConfig } from '../../server/config.ts';
import { PurgeQueue } from '../../server/cdn/purge-queue.ts';

// Purge on publish through Fastly's and Cloudflare's APIs (their own clients, against local fakes that refuse what
// the real APIs refuse): what is purged, merged, split, retried and given up on, and never a failed webhook.

const SECRET = 'k'.repeat(64);
const quiet = () => undefined;
let cms: ContentfulFake;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  cms = await startContentfulFake();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => cms.close());

async function site(cdnEnv: Record<string, string>) {
  const app = await buildTestApp(
    { ...contentfulEnv(cms), CONTENTFUL_WEBHOOK_SECRET: SECRET, METRICS_TOKEN, ...cdnEnv },
    { cdnPurge: { mergeMs: 100, baseDelayMs: 100, maxDelayMs: 5_000 } },
  );
  apps.push(app);
  // The lists held before the publish, as on a site that has had visitors.
  await app.inject({ url: '/api/posts' });
  return app;
}

/** Publishes an entry as Contentful does: a new revision, then the signed webhook. */
async function publish(app: FastifyInstance, id = 'post1', type: 'Entry' | 'Asset' = 'Entry') {
  const entry = [...cms.posts, ...cms.resources].find((item) => item.sys.id === id);
  if (entry) entry.sys.updatedAt = new Date().toISOString();
  return app.inject(contentfulPublish(SECRET, id, type));
}

const purges = async (app: FastifyInstance) => {
  const text = await scrape(app);
  return Object.fromEntries(
    ['purged', 'retried', 'failed'].map((outcome) => [
      outcome,
      value(text, 'growthwise_cdn_purge_requests_total', { outcome }),
    ]),
  );
};

describe.each([
  { cdn: 'fastly', start: startFastlyFake, env: fastlyEnv, soft: true, maxKeys: 256 },
  { cdn: 'cloudflare', start: startCloudflareFake, env: cloudflareEnv, soft: false, maxKeys: 100 },
])('CDN=$cdn', ({ start, env, soft, maxKeys }) => {
  let fake: PurgeApiFake;
  beforeAll(async () => {
    fake = await start();
  });
  afterEach(() => {
    fake.purges.length = 0;
    fake.requests.length = 0;
    fake.rateLimited = 0;
  });
  afterAll(() => fake.close());

  it('a publish purges what shows the post, and a burst of publishes is one request', async () => {
    const app = await site(env(fake));
    for (const id of ['post1', 'post1', 'post2']) {
      expect((await publish(app, id)).statusCode).toBe(200);
    }
    await waitFor(() => fake.purges.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.purges).toHaveLength(1);
    const [purge] = fake.purges;
    expect(purge!.soft).toBe(soft);
    expect(purge!.keys).toEqual(
      expect.arrayContaining([
        'post:post1',
        'post-slug:pricing-experiments',
        'tag:pricing',
        'tag:saas',
        'post:post2',
        'posts',
        'search',
        'sitemap',
        'feed',
      ]),
    );
    expect(purge!.keys).not.toContain('site');
    // Counted once the client has read the CDN's answer, a moment after the fake recorded the request.
    await waitFor(async () => (await purges(app)).purged === 1);
    expect(await purges(app)).toEqual({ purged: 1, retried: 0, failed: 0 });
  });

  it('an asset publish purges the whole site, by its one key', async () => {
    const app = await site(env(fake));
    expect((await publish(app, 'heroImage', 'Asset')).statusCode).toBe(200);
    await waitFor(() => fake.purges.length === 1);
    expect(fake.purges[0]!.keys).toEqual(['site']);
  });

  it('a 429 is retried after its Retry-After, and counted', async () => {
    const app = await site(env(fake));
    fake.rateLimited = 1;
    expect((await publish(app)).statusCode).toBe(200);
    await waitFor(async () => (await purges(app)).purged === 1, 5_000);
    const [refused, accepted] = fake.requests;
    expect([refused!.status, accepted!.status]).toEqual([429, 200]);
    // Retry-After said one second; the queue's own first backoff is a tenth of that.
    expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(950);
    expect(await purges(app)).toEqual({ purged: 1, retried: 1, failed: 0 });
  });

  it('a bad token is given up on at once, logged and counted; the webhook still succeeds', async () => {
    const app = await site(env(fake, 'not-the-token'));
    const answer = await publish(app);
    expect([answer.statusCode, answer.json().revalidated]).toEqual([200, true]);
    await waitFor(async () => (await purges(app)).failed === 1);
    expect(fake.requests.map((request) => request.status)).toEqual([env === fastlyEnv ? 401 : 403]);
    expect(fake.purges).toEqual([]);
    // The site is none the worse.
    expect((await app.inject({ url: '/blog/pricing-experiments' })).statusCode).toBe(200);
  });

  it(`more keys than one request may name (${maxKeys}) go in several`, async () => {
    const { cdn } = loadConfig({ ...env(fake) });
    const queue = new PurgeQueue({ purger: cdn!.create({ timeoutMs: 2_000 }), mergeMs: 10, warn: quiet });
    const keys = Array.from({ length: maxKeys * 2 + 5 }, (_, i) => `post:id-${i}`);
    queue.add(keys);
    await queue.idle();
    expect(fake.purges.map((purge) => purge.keys.length)).toEqual([maxKeys, maxKeys, 5]);
    expect(fake.purges.flatMap((purge) => purge.keys)).toEqual(keys);
    queue.close();
  });
});

describe('CDN settings are checked at start', () => {
  it.each([
    [{ CDN: 'akamai' }, /^CDN must be one of "none", "varnish", "fastly", "cloudflare"/],
    [{ CDN: 'varnish' }, /^CDN_PURGE_URL is required when CDN is "varnish"/],
    [{ CDN: 'varnish', CDN_PURGE_URL: 'varnish:6081' }, /^CDN_PURGE_URL must be one or several http\(s\) URLs/],
    [{ CDN: 'fastly', FASTLY_SERVICE_ID: 'abc' }, /^FASTLY_API_TOKEN is required when CDN is "fastly"/],
    [{ CDN: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' }, /^CLOUDFLARE_ZONE_ID is required when CDN is "cloudflare"/],
  ])('%j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('no CDN unless one is named; several Varnish addresses are one setting', () => {
    expect(loadConfig({}).cdn).toBeUndefined();
    expect(loadConfig({ CDN: 'none' }).cdn).toBeUndefined();
    expect(loadConfig({ CDN: 'varnish', CDN_PURGE_URL: 'http://10.0.0.5:6081, http://10.0.0.6:6081' }).cdn?.name).toBe(
      'varnish',
    );
  });
});
