import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { contentfulPublish } from './support/contentful-webhook.ts';
import { WEBHOOK_SECRET, postgresHarness } from './support/postgres-harness.ts';
import { lead, waitFor } from './support/contact-harness.ts';
import { SECRET } from './support/preview-harness.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sendgridEnv } from '../fakes/sendgrid-fake.ts';
import { startVarnish } from '../support/varnish-server.ts';
import type { VarnishServer } from '../support/varnish-server.ts';
import { freePorts } from '../support/free-port.ts';

// The shipped VCL (deploy/varnish/default.vcl) in a real varnishd, in front of two replicas on one PostgreSQL
// database: what it keeps, what a publish purges, and what it never shares.

const POST = '/blog/pricing-experiments';

type Answer = { status: number; headers: Headers; body: string };
const get = async (varnish: VarnishServer, path: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(varnish.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** A PURGE sent from another loopback address than the ACL's purgers. */
const purgeFrom = (varnish: VarnishServer, localAddress: string) =>
  new Promise<number>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: varnish.port,
        method: 'PURGE',
        path: '/',
        localAddress,
        headers: { 'xkey-purge': 'site' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject).end();
  });

describe('Varnish in front of two replicas on PostgreSQL', () => {
  const db = postgresHarness();
  // Replica B reads the CMS through a CDN of the CMS's own that can lag behind a publish (a second fake that
  // gives the same entries, or an older copy of them); Varnish fetches from B while B is healthy.
  let lagging: ContentfulFake;
  let varnish: VarnishServer;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    lagging = await startContentfulFake();
    lagging.posts = db.cms.posts;
    const url = db.newDatabase();
    const [varnishPort, portA, portB] = await freePorts(3);
    const replica = async (cms: ContentfulFake, port: number) => {
      const app = await buildTestApp(
        {
          ...sendgridEnv(db.sendgrid),
          ...contentfulEnv(cms, { previewSecret: SECRET }),
          CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
          DATABASE_URL: url,
          CDN: 'varnish',
          CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
          TRUST_PROXY: 'true',
        },
        { publishReconnectMs: 50, cdnPurge: { mergeMs: 20, baseDelayMs: 50, maxDelayMs: 500 } },
      );
      await app.listen({ host: '127.0.0.1', port });
      return app;
    };
    [a, b] = [await replica(db.cms, portA!), await replica(lagging, portB!)];
    varnish = await startVarnish([portB!, portA!], { port: varnishPort, director: 'fallback' });
  }, 60_000);

  afterAll(async () => {
    await varnish?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await lagging?.close();
  });

  it('keeps a page and serves it from the cache on the second visit; visitors never see the keys', async () => {
    const first = await get(varnish, POST);
    const second = await get(varnish, POST);
    expect([first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([200, 'miss', 'hit']);
    expect(second.body).toBe(first.body);
    // Browsers still revalidate; only the cache kept it.
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    for (const name of ['surrogate-key', 'cache-tag', 'xkey', 'cdn-cache-control']) {
      expect(second.headers.get(name)).toBeNull();
    }
  });

  it('campaign parameters and analytics cookies neither split nor bypass the cache', async () => {
    await get(varnish, '/blog');
    const campaign = await get(varnish, '/blog?utm_source=news&utm_medium=email&gclid=abc&fbclid=def', {
      cookie: '_ga=GA1.1.123; _fbp=fb.1.2',
    });
    expect([campaign.status, campaign.headers.get('x-cache')]).toEqual([200, 'hit']);
    // A parameter the page reads still makes its own copy.
    expect((await get(varnish, '/blog?utm_source=news&tag=Pricing')).headers.get('x-cache')).toBe('miss');
  });

  it('a signed publish makes every cached page that shows the post fresh within a second; others stay kept', async () => {
    const showing = [POST, '/blog', '/blog?tag=Pricing', '/api/posts/pricing-experiments', '/blog/rss.xml'];
    const others = ['/about', '/resources', '/blog/linked-article'];
    for (const path of [...showing, ...others]) {
      await get(varnish, path);
      expect((await get(varnish, path)).headers.get('x-cache')).toBe('hit');
    }
    const post = db.cms.posts[0]!;
    post.fields.title = 'Pricing Experiments, Published Again';
    post.sys.updatedAt = new Date().toISOString();
    const started = Date.now();
    expect((await a.inject(contentfulPublish(WEBHOOK_SECRET))).statusCode).toBe(200);
    await waitFor(async () => (await get(varnish, POST)).body.includes('Published Again'), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const path of showing) expect((await get(varnish, path)).body).toContain('Published Again');
    for (const path of others) expect((await get(varnish, path)).headers.get('x-cache')).toBe('hit');
  });

  it('purges only once the other replica gets the new version, though the CMS gives it the old one for a while', async () => {
    lagging.posts = structuredClone(db.cms.posts);
    const post = db.cms.posts[0]!;
    post.fields.title = 'Pricing Experiments, Third Edition';
    post.sys.updatedAt = new Date().toISOString();
    const started = Date.now();
    const caughtUp = setTimeout(() => (lagging.posts = db.cms.posts), 1_500);
    try {
      expect((await a.inject(contentfulPublish(WEBHOOK_SECRET))).statusCode).toBe(200);
      // A purge before B had the new version would have let Varnish keep B's old page for a minute.
      await waitFor(async () => (await get(varnish, POST)).body.includes('Third Edition'), 8_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
      expect((await get(varnish, POST)).headers.get('x-cache')).not.toBe('pass');
    } finally {
      clearTimeout(caughtUp);
      lagging.posts = db.cms.posts;
    }
  });

  it('never keeps a preview or a form post', async () => {
    const entered = await get(varnish, `/api/preview?secret=${SECRET}&path=%2Fblog`);
    expect(entered.status).toBe(307);
    const cookie = entered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (let i = 0; i < 2; i += 1) {
      const preview = await get(varnish, '/blog', { cookie });
      expect([preview.headers.get('x-cache'), preview.body.includes('class="preview-bar"')]).toEqual(['pass', true]);
    }
    const visitor = await get(varnish, '/blog');
    expect(visitor.body).not.toContain('class="preview-bar"');
    for (let i = 0; i < 2; i += 1) {
      const posted = await fetch(`${varnish.url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead()),
      });
      expect([posted.status, posted.headers.get('x-cache')]).toEqual([201, 'pass']);
    }
  });

  it('refuses a purge from outside its ACL of purgers', async () => {
    expect(await purgeFrom(varnish, '127.0.0.2')).toBe(403);
    expect((await get(varnish, '/about')).headers.get('x-cache')).toBe('hit');
    expect(await purgeFrom(varnish, '127.0.0.1')).toBe(200);
    expect((await get(varnish, '/about')).headers.get('x-cache')).toBe('miss');
  });

  it('serves the pages it keeps with both replicas stopped', async () => {
    for (const path of ['/about', POST]) await get(varnish, path);
    await Promise.all([a.close(), b.close()]);
    for (const path of ['/about', POST]) {
      const kept = await get(varnish, path);
      expect([kept.status, kept.headers.get('x-cache')]).toEqual([200, 'hit']);
    }
  });
});

describe('Varnish while the site is down, past the time a page may be kept', () => {
  let cms: ContentfulFake;
  let site: FastifyInstance;
  let varnish: VarnishServer;
  beforeAll(async () => {
    cms = await startContentfulFake();
    const [port] = await freePorts(1);
    // Kept for a second, never served stale while the site answers: past that, only an outage serves it.
    site = await buildTestApp({ ...contentfulEnv(cms), SHARED_CACHE_SECONDS: '1', SHARED_CACHE_STALE_SECONDS: '0' });
    await site.listen({ host: '127.0.0.1', port: port! });
    varnish = await startVarnish([port!]);
  }, 30_000);
  afterAll(async () => {
    await varnish?.stop();
    await site?.close();
    await cms?.close();
  });

  it('fetches a page again once its time is up, and serves the old copy while the site is down', async () => {
    await get(varnish, '/about');
    await waitFor(async () => (await get(varnish, '/about')).headers.get('x-cache') === 'miss', 5_000);
    await site.close();
    // Once the health probe has seen the site down, the copy past its time is served rather than an error.
    await waitFor(async () => {
      const kept = await get(varnish, '/about');
      return kept.status === 200 && kept.headers.get('x-cache') === 'hit';
    }, 15_000);
    expect((await get(varnish, '/careers')).status).toBe(503);
  }, 30_000);
});
