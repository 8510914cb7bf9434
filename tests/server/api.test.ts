import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp } from './support/test-app.ts';
import { blogFeed } from '../../src/model/brand.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('/api with no CMS configured (content-fallback/)', () => {
  it('GET /api/posts lists posts newest first, without bodies, from the fallback', async () => {
    const response = await app.inject({ url: '/api/posts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-source']).toBe('fallback');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const listing = response.json() as { items: { slug: string; publishedDate: string; body?: unknown }[] };
    expect(listing).toMatchObject({ page: 1, pageCount: 1 });
    const posts = listing.items;
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.publishedDate)).toEqual([...posts.map((p) => p.publishedDate)].sort().reverse());
    expect(posts.every((p) => p.body === undefined)).toBe(true);
  });

  it('GET /api/posts/:slug gives the whole post', async () => {
    const response = await app.inject({ url: '/api/posts/speed-to-lead' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'speed-to-lead',
      title: 'Speed to Lead Is the Cheapest Growth Lever You Are Ignoring',
      tags: ['Sales', 'Automation', 'CRM'],
      body: { type: 'root' },
    });
  });

  it('GET /api/resources lists the three built-in resources', async () => {
    const response = await app.inject({ url: '/api/resources' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-source']).toBe('fallback');
    expect((response.json() as { items: { slug: string }[] }).items.map((r) => r.slug).sort()).toEqual([
      'ai-implementation-guide',
      'growth-playbook',
      'tech-stack-guide',
    ]);
  });

  it('GET /api/resources/:slug gives the whole resource', async () => {
    const response = await app.inject({ url: '/api/resources/ai-implementation-guide' });
    expect(response.json()).toMatchObject({ type: 'Implementation Guide', cardType: 'Roadmap', readTime: '18 min' });
  });

  it.each([
    ['/api/posts/no-such-post', 'Blog post not found'],
    ['/api/resources/no-such-resource', 'Resource not found'],
    ['/api/posts/Bad%20Slug!', 'Blog post not found'],
    ['/api/posts/..%2F..%2Fetc%2Fpasswd', 'Blog post not found'],
    ['/api/resources/UPPER', 'Resource not found'],
  ])('%s is a 404 JSON', async (url, error) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error });
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('answers made from the content the server holds are written and compressed once', () => {
  it.each(['/api/posts', '/api/posts/speed-to-lead', '/api/resources', '/sitemap.xml', blogFeed.path])(
    '%s: the same body in every encoding, a weak validator, and a 304 for a browser that has it',
    async (url) => {
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
      expect(plain.headers.vary).toContain('accept-encoding');
      const again = await app.inject({ url, headers: { 'if-none-match': plain.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect((await app.inject({ url, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
    },
  );

  it('a 404 has no validator and is never a 304', async () => {
    const missing = await app.inject({ url: '/api/posts/no-such-post', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('/api answers are serialised by their declared schemas (src/model/content-schema.ts)', () => {
  it('sends only the declared fields, whatever a provider adds', async () => {
    const { default: Fastify } = await import('fastify');
    const { apiRoutes } = await import('../../server/routes/api.ts');
    const { sharedCaching } = await import('../../server/plugins/shared-caching.ts');
    const summary = {
      slug: 'a-post',
      title: 'A post',
      author: 'Ann',
      publishedDate: '2026-01-02',
      featuredImage: { url: 'https://img.test/a.png', title: 'A', description: '', width: 10, internal: 'x' },
      excerpt: 'E',
      category: '',
      tags: ['t'],
      seoTitle: 'A post',
      seoDescription: 'E',
      draftNote: 'never public',
    };
    const ok = <T>(data: T) => ({ status: 'ok' as const, data, source: 'cms' as const });
    const bare = Fastify();
    await bare.register(sharedCaching, {
      maxAgeSeconds: 60,
      staleWhileRevalidateSeconds: 0,
      staleIfErrorSeconds: 0,
      keysOf: async () => [],
    });
    await bare.register(apiRoutes, {
      content: {
        listPosts: async () => ok([summary]),
        getPost: async () => ok({ ...summary, body: { type: 'root' as const, children: [] } }),
        listResources: async () => ok([]),
        getResource: async () => ({ status: 'not-found' as const }),
        purge: () => {},
        purgeItems: () => {},
        settled: async () => {},
        held: () => ({}),
        reread: async () => undefined,
        search: async () => ok({ results: [], page: 1, pageCount: 1, total: 0 }),
      },
    });
    const listed = await bare.inject({ url: '/api/posts' });
    const list = listed.json<{ items: Record<string, unknown>[] }>().items;
    expect(list[0]).not.toHaveProperty('draftNote');
    expect(list[0]?.featuredImage).toEqual({ url: 'https://img.test/a.png', title: 'A', description: '', width: 10 });
    const post = (await bare.inject({ url: '/api/posts/a-post' })).json() as Record<string, unknown>;
    expect(post).not.toHaveProperty('draftNote');
    expect(post.body).toEqual({ type: 'root', children: [] });
    expect((await bare.inject({ url: '/api/resources/x' })).json()).toEqual({ error: 'Resource not found' });
    await bare.close();
  });
});
