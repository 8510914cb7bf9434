import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { TEST_SITE_URL, buildTestApp } from './support/test-app.ts';
import { sitemapRoutes } from '../../server/routes/sitemap.ts';
import { sharedCaching } from '../../server/plugins/shared-caching.ts';
import type { PostSummary, ResourceSummary } from '../../src/model/content.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('crawler files', () => {
  it('robots.txt allows crawling and names the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`);
  });

  it('sitemap.xml lists every page, post and resource, with lastmod for posts', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      (m[1] as string).replace(TEST_SITE_URL, ''),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/services/business-operations',
        '/services/ai',
        '/services/marketing/seo-content-strategy',
        '/services/sales/automation',
        '/resources',
        '/blog',
        '/about',
        '/contact',
        '/blog/speed-to-lead',
        '/blog/crm-hygiene-checklist',
        '/resources/growth-playbook',
        '/resources/ai-implementation-guide',
      ]),
    );
    expect(locs.filter((loc) => /^\/services\/[^/]+\/[^/]+$/.test(loc))).toHaveLength(13);
    expect(locs).not.toContain('/services/marketing');
    expect(locs).not.toContain('/blog/thank-you');
    expect(response.body).toContain(`<loc>${TEST_SITE_URL}/blog/speed-to-lead</loc><lastmod>2026-10-14</lastmod>`);
  });

  it('blog/rss.xml is an RSS 2.0 feed of the posts, newest first', async () => {
    const response = await app.inject({ url: '/blog/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const titles = [...response.body.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Speed to Lead Is the Cheapest Growth Lever You Are Ignoring',
      'A 20-Minute CRM Hygiene Checklist for Founders',
      'AI Agents That Pay for Themselves in the First Quarter',
    ]);
    expect(response.body).toContain(`<link>${TEST_SITE_URL}/blog/speed-to-lead</link>`);
    expect(response.body).toContain('<pubDate>Wed, 14 Oct 2026 00:00:00 GMT</pubDate>');
  });

  it.each(['/', '/blog', '/blog/speed-to-lead', '/contact', '/no-such-page'])(
    "%s names the feed in its head, under the feed's own title, for feed readers to find",
    async (url) => {
      const page = await app.inject({ url });
      const links = [...page.body.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0]);
      expect(links).toHaveLength(1);
      expect(links[0]).toContain('type="application/rss+xml"');
      const href = /href="([^"]+)"/.exec(links[0] ?? '')?.[1] ?? '';
      const title = /title="([^"]+)"/.exec(links[0] ?? '')?.[1];
      const feed = await app.inject({ url: new URL(href, TEST_SITE_URL).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
      expect(feed.body).toContain(`<channel>\n    <title>${title}</title>`);
    },
  );
});

describe('a sitemap past what one file may list', () => {
  it('becomes an index of files, each listing at most its share, every address once', async () => {
    const posts = Array.from({ length: 9 }, (_, i) => ({ slug: `post-${i}`, publishedDate: '2026-01-02' }));
    const answer = <T>(data: T) => Promise.resolve({ status: 'ok' as const, data, source: 'cms' as const });
    const site = Fastify();
    await site.register(sharedCaching, {
      maxAgeSeconds: 60,
      staleWhileRevalidateSeconds: 0,
      staleIfErrorSeconds: 0,
      keysOf: async () => [],
    });
    await site.register(sitemapRoutes, {
      content: {
        listPosts: () => answer(posts as PostSummary[]),
        listResources: () => answer([{ slug: 'guide' }] as ResourceSummary[]),
      },
      siteUrl: TEST_SITE_URL,
      staticPaths: async () => ['/', '/about'],
      urlsPerFile: 5,
    });
    const index = await site.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([1, 2, 3].map((n) => `${TEST_SITE_URL}/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const sitemap = await site.inject({ url: new URL(file!).pathname });
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      const urls = [...sitemap.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(urls.length).toBeLessThanOrEqual(5);
      listed.push(...urls);
    }
    expect(listed).toHaveLength(12);
    expect(new Set(listed).size).toBe(12);
    expect(listed).toContain(`${TEST_SITE_URL}/resources/guide`);
    for (const url of ['/sitemap-0.xml', '/sitemap-4.xml', '/sitemap-x.xml']) {
      expect((await site.inject({ url })).statusCode).toBe(404);
    }
    await site.close();
  });

  it('is one file, with no numbered ones, while it fits', async () => {
    expect((await app.inject({ url: '/sitemap.xml' })).body).toContain('<urlset');
    expect((await app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});
