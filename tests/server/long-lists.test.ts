import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { FALLBACK_DIR, buildTestApp, tempDataDir } from './support/test-app.ts';
import { blogFeed } from '../../src/model/brand.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';

// A blog that has outgrown one page of each CMS's API (1,000 entries): every CMS lists the same posts, all of
// them, in the same order (docs/decisions/content-providers.md, "Lists").

/** `count` posts, several on each day, so that pages meet ties in the order. */
const manyPosts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `bulk${String(i).padStart(4, '0')}`,
    slug: `bulk-post-${i}`,
    // Five posts a day, newest day first once sorted; days count down from 2026-12-31.
    date: new Date(Date.UTC(2026, 11, 31) - Math.floor(i / 5) * 86_400_000).toISOString().slice(0, 10),
  }));

/** The order every provider must list them in: newest first, then by entry id on a shared day. */
const expectedSlugs = (posts: ReturnType<typeof manyPosts>) =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)).map((post) => post.slug);

let contentful: ContentfulFake;
let sanity: SanityFake;
const originals: { contentful: ContentfulFake['posts']; sanity: SanityFake['documents'] } = {
  contentful: [],
  sanity: [],
};
const signal = new AbortController().signal;

function seed(count: number) {
  const posts = manyPosts(count);
  // Shuffled by a fixed step, so that neither fake can pass by keeping the order they were written in.
  const stored = posts.map((_, i) => posts[(i * 37) % count]!);
  contentful.posts = stored.map((post) => ({
    sys: { id: post.id, type: 'Entry', contentType: { sys: { id: 'blogPost' } } },
    fields: { title: `Bulk ${post.slug}`, slug: post.slug, author: 'Maya Lindqvist', publishedDate: post.date },
  }));
  sanity.documents = [
    ...originals.sanity.filter((doc) => doc._type !== 'post'),
    ...stored.map((post) => ({
      _id: post.id,
      _type: 'post',
      title: `Bulk ${post.slug}`,
      slug: { _type: 'slug', current: post.slug },
      author: 'Maya Lindqvist',
      publishedDate: post.date,
    })),
  ];
  return posts;
}

function providerFor(env: Record<string, string>, warnings: string[]) {
  return loadConfig(env).content.createClient({
    timeoutMs: 2_000,
    builtInDir: FALLBACK_DIR,
    warn: (message) => void warnings.push(message),
  });
}

beforeAll(async () => {
  [contentful, sanity] = await Promise.all([startContentfulFake(), startSanityFake()]);
  originals.contentful = contentful.posts;
  originals.sanity = sanity.documents;
});
afterAll(() => Promise.all([contentful.close(), sanity.close()]));
beforeEach(() => {
  contentful.requests.length = 0;
  sanity.requests.length = 0;
});

describe.each(['contentful', 'sanity'] as const)('a long list from %s', (name) => {
  const env = () => (name === 'contentful' ? contentfulEnv(contentful) : sanityEnv(sanity));

  it('hands over every body a page at a time, for the search index', async () => {
    const posts = seed(250);
    const bodies: string[] = [];
    await providerFor(env(), []).eachBody('post', (slug, body) => bodies.push(`${slug}:${body.type}`), signal);
    expect(bodies.sort()).toEqual(posts.map((post) => `${post.slug}:root`).sort());
    const requests = name === 'contentful' ? contentful.requests.length : sanity.requests.length;
    expect(requests).toBe(3);
  });

  it('lists every post past the first thousand, with no ceiling, newest first, each once', async () => {
    const posts = seed(2_030);
    const warnings: string[] = [];
    const listed = await providerFor(env(), warnings).listPosts(signal);
    expect(listed.map((post) => post.slug)).toEqual(expectedSlugs(posts));
    expect(warnings).toEqual([]);
  });
});

describe('Contentful pages', () => {
  it('asks for the first page, then for the rest, in one stable order', async () => {
    seed(2_500);
    await providerFor(contentfulEnv(contentful), []).listPosts(signal);
    const pages = contentful.requests.map(({ query: { skip, limit, order } }) => ({ skip, limit, order }));
    const order = '-fields.publishedDate,fields.slug,sys.id';
    expect(pages).toEqual([
      { skip: undefined, limit: '1000', order },
      { skip: '1000', limit: '1000', order },
      { skip: '2000', limit: '1000', order },
    ]);
  });

  it('fails the whole list when a later page fails, so a list with posts missing is never kept', async () => {
    seed(1_250);
    contentful.failLaterPages = true;
    try {
      await expect(providerFor(contentfulEnv(contentful), []).listPosts(signal)).rejects.toThrow();
    } finally {
      contentful.failLaterPages = false;
    }
  });
});

describe('the site with a long blog', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    seed(250);
    app = await buildTestApp({ ...contentfulEnv(contentful), DATA_DIR: tempDataDir() });
  });
  afterAll(() => app.close());

  it('shows the oldest of 250 posts on the last page of /blog and of /api/posts, and in the sitemap', async () => {
    const slugs = expectedSlugs(manyPosts(250));
    const oldest = slugs.at(-1)!;
    // 13 on the first page (the featured post and 12 cards), then 12 a page: 21 pages.
    const api = (await app.inject({ url: '/api/posts?page=21' })).json<{ items: { slug: string }[] }>();
    expect(api).toMatchObject({ page: 21, pageCount: 21, total: 250 });
    expect(api.items.map((post) => post.slug)).toEqual(slugs.slice(13 + 19 * 12));
    expect((await app.inject({ url: '/blog?page=21' })).body).toContain(`href="/blog/${oldest}"`);
    expect((await app.inject({ url: '/sitemap.xml' })).body).toContain(`/blog/${oldest}</loc>`);
  });

  it('keeps the newest 50 posts in the feed', async () => {
    const slugs = expectedSlugs(manyPosts(250));
    const feed = (await app.inject({ url: blogFeed.path })).body;
    const linked = [...feed.matchAll(/<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(linked).toEqual(slugs.slice(0, 50));
  });
});
