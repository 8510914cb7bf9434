import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { SECRET, enter } from './support/preview-harness.ts';
import { loadConfig } from '../../server/config.ts';

// What a CDN or Varnish in front may keep: public answers for a while, browsers always revalidating, stale
// copies only where shared caches read it, and nothing personal or broken (docs/operations.md).

const SHARED = 'public, max-age=0, s-maxage=60';
const CDN = 'max-age=60, stale-while-revalidate=300, stale-if-error=86400';

let fake: ContentfulFake;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startContentfulFake();
  // A second post on one of the first one's tags, so that the first ends with related reading.
  const [first] = fake.posts;
  fake.posts.push({
    ...first!,
    sys: { ...first!.sys, id: 'post-saas' },
    fields: { ...first!.fields, slug: 'saas-metrics', title: 'SaaS metrics', tags: ['SaaS'] },
  });
  app = await buildTestApp({ ...contentfulEnv(fake, { previewSecret: SECRET }), DATA_DIR: tempDataDir() });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const caching = (response: { headers: Record<string, unknown> }) => ({
  cacheControl: response.headers['cache-control'],
  cdn: response.headers['cdn-cache-control'],
});

describe('public answers', () => {
  it.each([
    '/',
    '/blog',
    '/blog?page=1&utm_source=x',
    '/blog/pricing-experiments',
    '/blog/no-such-post',
    '/api/posts',
    '/api/posts/pricing-experiments',
    '/api/posts/no-such-post',
    '/api/search?q=pricing',
    '/sitemap.xml',
    '/blog/rss.xml',
  ])('%s may be kept by a shared cache, while browsers revalidate it', async (url) => {
    const response = await app.inject({ url });
    if (response.statusCode === 308) return expect(response.headers['cache-control']).toMatch(/^public/);
    expect(caching(response)).toEqual({ cacheControl: SHARED, cdn: CDN });
    // Only shared caches are told they may serve a stale copy.
    expect(String(response.headers['cache-control'])).not.toMatch(/stale/);
  });

  it('a 304 carries the caching headers of its 200, so a cache that revalidates keeps the page', async () => {
    for (const url of ['/about', '/api/posts']) {
      const first = await app.inject({ url });
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(caching(again)).toEqual(caching(first));
    }
  });

  it('says what an answer varies on: the encoding, and for an address like a file who opens it', async () => {
    expect((await app.inject({ url: '/about' })).headers.vary).toBe('accept-encoding');
    const asFile = await app.inject({ url: '/guide.pdf' });
    expect([asFile.statusCode, asFile.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    expect(asFile.headers.vary).toBe('sec-fetch-dest, accept');
    const asPage = await app.inject({ url: '/guide.pdf', headers: { 'sec-fetch-dest': 'document' } });
    expect(asPage.headers['content-type']).toMatch(/^text\/html/);
    expect(asPage.headers.vary).toMatch(/^sec-fetch-dest, accept/);
  });
});

describe('keys: each shared answer names what it shows', () => {
  const keysOf = async (url: string) => {
    const response = await app.inject({ url });
    const keys = String(response.headers['surrogate-key']).split(' ');
    // Cloudflare reads the same keys from Cache-Tag, separated by commas.
    expect(String(response.headers['cache-tag']).split(',')).toEqual(keys);
    return keys;
  };

  it('a post names itself by its CMS id and address, its tags’ listings and the posts it links', async () => {
    const keys = await keysOf('/blog/pricing-experiments');
    expect(keys.slice(0, 5)).toEqual([
      'site',
      'post:post1',
      'post-slug:pricing-experiments',
      'tag:pricing',
      'tag:saas',
    ]);
    expect(keys.slice(5)).toEqual(['post-slug:saas-metrics']);
    // Its JSON is the same content under the same keys.
    expect(await keysOf('/api/posts/pricing-experiments')).toEqual(keys);
  });

  it('a list names itself only, never its items', async () => {
    expect(await keysOf('/blog')).toEqual(['site', 'posts']);
    expect(await keysOf('/blog?page=2')).toEqual(['site', 'posts']);
    expect(await keysOf('/blog?tag=SaaS')).toEqual(['site', 'tag:saas']);
    expect(await keysOf('/api/posts?tag=saas')).toEqual(['site', 'tag:saas']);
    expect(await keysOf('/resources')).toEqual(['site', 'resources']);
    expect(await keysOf('/search?q=pricing')).toEqual(['site', 'search']);
    expect(await keysOf('/api/search?q=pricing')).toEqual(['site', 'search']);
    expect(await keysOf('/sitemap.xml')).toEqual(['site', 'sitemap']);
    expect(await keysOf('/blog/rss.xml')).toEqual(['site', 'feed']);
    expect(await keysOf('/about')).toEqual(['site']);
  });

  it('a slug not found is keyed by that slug, so publishing it purges the 404', async () => {
    for (const url of ['/blog/coming-soon', '/api/posts/coming-soon']) {
      expect([(await app.inject({ url })).statusCode, await keysOf(url)]).toEqual([
        404,
        ['site', 'post-slug:coming-soon'],
      ]);
    }
    expect(await keysOf('/resources/coming-soon')).toEqual(['site', 'resource-slug:coming-soon']);
  });

  it('nothing kept privately carries keys', async () => {
    const cookie = await enter(app, '/blog');
    const preview = await app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    expect([preview.headers['surrogate-key'], preview.headers['cache-tag']]).toEqual([undefined, undefined]);
  });
});

describe('nothing personal or broken is shared', () => {
  it('a preview answer is private', async () => {
    const cookie = await enter(app, '/blog');
    for (const url of ['/blog', '/api/posts', '/api/search?q=pricing']) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(caching(response)).toEqual({ cacheControl: 'private, no-store', cdn: undefined });
    }
  });

  it('an outage of the CMS (503), a form post and health are not stored', async () => {
    fake.mode = '500';
    const outage = await buildTestApp({ ...contentfulEnv(fake), DATA_DIR: tempDataDir() });
    try {
      for (const url of ['/blog', '/api/posts']) {
        const response = await outage.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(caching(response)).toEqual({ cacheControl: 'no-store', cdn: undefined });
      }
    } finally {
      fake.mode = 'ok';
      await outage.close();
    }
    const posted = await app.inject({ method: 'POST', url: '/contact', payload: {} });
    expect(posted.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/healthz' })).headers['cache-control']).toBe('no-store');
  });

  it('the times are the operator’s to set, and a wrong one stops the server at start', () => {
    const config = loadConfig({ SHARED_CACHE_SECONDS: '300', SHARED_CACHE_STALE_SECONDS: '0' });
    expect(config.sharedCache).toEqual({
      maxAgeSeconds: 300,
      staleWhileRevalidateSeconds: 0,
      staleIfErrorSeconds: 86_400,
    });
    expect(() => loadConfig({ SHARED_CACHE_SECONDS: '-1' })).toThrow(/^SHARED_CACHE_SECONDS must be a whole number/);
  });
});
