import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir, TEST_SITE_URL } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';

// The blog's pages, tags and related reading, over a blog of 40 posts (four pages: 13, 12, 12, 3), decided
// from the list the server holds: a made-up page or tag never reaches the CMS.

const TAGS = ['Revenue Ops', 'AI', 'CRM', 'Growth'];
const posts = Array.from({ length: 40 }, (_, i) => ({
  id: `list${String(i).padStart(3, '0')}`,
  slug: `listed-post-${i}`,
  // One a day, newest first: post 0 is the newest.
  date: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString().slice(0, 10),
  // 'Revenue Ops' on every second post, 'AI' on every third, CRM or Growth by turn; the oldest shares none.
  tags:
    i === 39
      ? ['Only Here']
      : [...(i % 2 === 0 ? ['Revenue Ops'] : []), ...(i % 3 === 0 ? ['AI'] : []), TAGS[2 + (i % 2)]!],
}));

let contentful: ContentfulFake;
let app: FastifyInstance;

beforeAll(async () => {
  contentful = await startContentfulFake();
  contentful.posts = posts.map((post) => ({
    sys: { id: post.id, type: 'Entry', contentType: { sys: { id: 'blogPost' } } },
    fields: {
      title: `Post ${post.slug}`,
      slug: post.slug,
      author: 'Maya Lindqvist',
      publishedDate: post.date,
      tags: post.tags,
    },
  }));
  app = await buildTestApp({ ...contentfulEnv(contentful), DATA_DIR: tempDataDir() });
  // The lists are held from here on.
  expect((await app.inject({ url: '/blog' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/resources' })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await contentful.close();
});
beforeEach(() => {
  contentful.requests.length = 0;
});

const postLinks = (html: string) =>
  [...html.matchAll(/<h3 class="[^"]*title"><a href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
const headLink = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
const canonicalOf = (html: string) => headLink(html, 'canonical');
const slugsFrom = (from: number, to: number) => posts.slice(from, to).map((post) => post.slug);

describe('pages of the blog', () => {
  it('shows the newest post and 12 cards on page 1, and the next 12 on each further page', async () => {
    const first = (await app.inject({ url: '/blog' })).body;
    expect(postLinks(first)).toEqual(slugsFrom(0, 13));
    expect(first).toContain('Latest Insights');
    expect(first).toContain('href="/blog?page=2"');
    expect(canonicalOf(first)).toBe(`${TEST_SITE_URL}/blog`);
    expect(headLink(first, 'next')).toBe(`${TEST_SITE_URL}/blog?page=2`);
    expect(headLink(first, 'prev')).toBeUndefined();

    const second = await app.inject({ url: '/blog?page=2' });
    expect(second.statusCode).toBe(200);
    expect(postLinks(second.body)).toEqual(slugsFrom(13, 25));
    expect(second.body).not.toContain('Latest Insights');
    expect(second.body).toContain('Page 2 of 4');
    expect(second.body).toMatch(/<a[^>]*href="\/blog"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/blog"/);
    expect(canonicalOf(second.body)).toBe(`${TEST_SITE_URL}/blog?page=2`);
    expect(headLink(second.body, 'prev')).toBe(`${TEST_SITE_URL}/blog`);
    expect(headLink(second.body, 'next')).toBe(`${TEST_SITE_URL}/blog?page=3`);

    const last = (await app.inject({ url: '/blog?page=4' })).body;
    expect(postLinks(last)).toEqual(slugsFrom(37, 40));
    expect(headLink(last, 'next')).toBeUndefined();
    expect(contentful.requests).toEqual([]);
  });

  it('sends page=1 and parameters in another order to the one address, campaign parameters kept', async () => {
    const cases = [
      ['/blog?page=1', '/blog'],
      ['/blog?page=1&utm_source=news', '/blog?utm_source=news'],
      ['/blog?page=2&tag=Revenue+Ops', '/blog?tag=Revenue+Ops&page=2'],
      ['/blog?tag=ai', '/blog?tag=AI'],
      ['/blog?tag=revenue%20ops', '/blog?tag=Revenue+Ops'],
      ['/resources?page=1', '/resources'],
      // As a browser's router reads a repeated parameter: the last one.
      ['/blog?page=2&page=3', '/blog?page=3'],
    ];
    for (const [url, location] of cases) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 308,
        location,
      });
    }
  });

  it('answers any other parameter with the same page, from the same render', async () => {
    const plain = await app.inject({ url: '/blog?page=2' });
    for (const url of ['/blog?page=2&utm_source=news', '/blog?gclid=x&page=2', '/blog?page=2&fbclid=y&q=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
  });

  it.each([
    '/blog?page=0',
    '/blog?page=abc',
    '/blog?page=-1',
    '/blog?page=5',
    '/blog?page=2.5',
    '/blog?page=02',
    '/blog?page=99999999999',
    '/blog?tag=Nothing+Like+It',
    '/blog?tag=AI&page=3',
    '/blog?tag=',
    '/resources?page=2',
  ])('%s is the site’s not-found page, answered without asking the CMS', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(contentful.requests).toEqual([]);
  });
});

describe('tags', () => {
  it('lists every post with the tag, titled as the CMS spells it, a plus or %20 for a space', async () => {
    const tagged = posts.filter((post) => post.tags.includes('Revenue Ops')).map((post) => post.slug);
    const page = await app.inject({ url: '/blog?tag=Revenue+Ops' });
    expect(page.statusCode).toBe(200);
    expect(postLinks(page.body)).toEqual(tagged.slice(0, 13));
    expect(page.body).toContain('<h1>Revenue Ops</h1>');
    expect(page.body).toContain('<title>Revenue Ops articles | Growthwise Blog</title>');
    expect(canonicalOf(page.body)).toBe(`${TEST_SITE_URL}/blog?tag=Revenue+Ops`);
    expect(headLink(page.body, 'next')).toBe(`${TEST_SITE_URL}/blog?tag=Revenue+Ops&page=2`);
    const second = await app.inject({ url: '/blog?tag=Revenue+Ops&page=2' });
    expect(postLinks(second.body)).toEqual(tagged.slice(13));
    expect((await app.inject({ url: '/blog?tag=Revenue%20Ops' })).headers.location).toBe('/blog?tag=Revenue+Ops');
  });

  it('links every chip to its listing', async () => {
    const page = (await app.inject({ url: '/blog' })).body;
    expect(page).toContain('href="/blog?tag=Revenue+Ops"');
    expect(page).toContain('href="/blog?tag=CRM"');
  });
});

describe('/api/posts a page at a time', () => {
  it('answers the same pages as the blog', async () => {
    const page = (await app.inject({ url: '/api/posts?tag=revenue+ops&page=2' })).json();
    const tagged = posts.filter((post) => post.tags.includes('Revenue Ops')).map((post) => post.slug);
    expect(page).toMatchObject({ page: 2, pageCount: 2, tag: 'Revenue Ops' });
    expect(page.items.map((post: { slug: string }) => post.slug)).toEqual(tagged.slice(13, 25));
  });

  it.each([
    ['/api/posts?page=abc', 400],
    ['/api/posts?page=0', 400],
    ['/api/posts?page=5', 404],
    ['/api/posts?tag=Nothing', 404],
    ['/api/posts?tag=', 400],
    ['/api/resources?page=2', 404],
  ])('%s is a %i in JSON', async (url, status) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
    expect(contentful.requests).toEqual([]);
  });
});

describe('related articles', () => {
  it('are the three posts that share the most tags, newest first among equals', async () => {
    // Post 0: Revenue Ops, AI, CRM; every sixth post shares all three, post 2 (newer) only two.
    const post = (await app.inject({ url: '/api/posts/listed-post-0' })).json();
    expect(post.related.map((related: { slug: string }) => related.slug)).toEqual([
      'listed-post-6',
      'listed-post-12',
      'listed-post-18',
    ]);
    // Post 3: AI and Growth; posts 9, 15 and 21 share both, the newer posts 0 and 1 only one.
    const odd = (await app.inject({ url: '/api/posts/listed-post-3' })).json();
    expect(odd.related.map((related: { slug: string }) => related.slug)).toEqual([
      'listed-post-9',
      'listed-post-15',
      'listed-post-21',
    ]);
    const page = (await app.inject({ url: '/blog/listed-post-0' })).body;
    expect(page).toContain('Related articles');
    expect(page).toContain('href="/blog/listed-post-6"');
  });

  it('are none when no other post shares a tag', async () => {
    const post = (await app.inject({ url: '/api/posts/listed-post-39' })).json();
    expect(post.related).toEqual([]);
  });
});
