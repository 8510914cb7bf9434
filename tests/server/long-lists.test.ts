import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { LIST_LIMIT } from '../../server/content/provider.ts';
import { FALLBACK_DIR, buildTestApp, tempDataDir } from './support/test-app.ts';
import { blogFeed } from '../../src/model/brand.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';

// A blog that has outgrown one page of the Delivery API (100 entries): every CMS lists the same posts, in
// the same order, up to LIST_LIMIT, and says so in the log when there are more
// (docs/decisions/content-providers.md, "Lists").

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

  it('lists every post past the first hundred, newest first, each once', async () => {
    const posts = seed(250);
    const warnings: string[] = [];
    const listed = await providerFor(env(), warnings).listPosts(signal);
    expect(listed.map((post) => post.slug)).toEqual(expectedSlugs(posts));
    expect(warnings).toEqual([]);
  });

  it(`keeps the newest ${LIST_LIMIT} of a longer list and says so once`, async () => {
    const posts = seed(LIST_LIMIT + 30);
    const warnings: string[] = [];
    const listed = await providerFor(env(), warnings).listPosts(signal);
    expect(listed.map((post) => post.slug)).toEqual(expectedSlugs(posts).slice(0, LIST_LIMIT));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`${name}: .*posts.*; listing the first ${LIST_LIMIT}`));
  });
});

describe('Contentful pages', () => {
  it('asks for the first page, then for the rest together, in one stable order', async () => {
    seed(250);
    await providerFor(contentfulEnv(contentful), []).listPosts(signal);
    const pages = contentful.requests.map(({ query: { skip, limit, order } }) => ({ skip, limit, order }));
    const order = '-fields.publishedDate,sys.id';
    expect(pages).toEqual([
      { skip: undefined, limit: '100', order },
      { skip: '100', limit: '100', order },
      { skip: '200', limit: '100', order },
    ]);
  });

  it('fails the whole list when a later page fails, so a list with posts missing is never kept', async () => {
    seed(250);
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

  it('shows the oldest of 250 posts on /blog, in /api/posts, the sitemap and the feed', async () => {
    const oldest = expectedSlugs(manyPosts(250)).at(-1)!;
    const api = (await app.inject({ url: '/api/posts' })).json<{ slug: string }[]>();
    expect(api).toHaveLength(250);
    expect(api.at(-1)?.slug).toBe(oldest);
    expect((await app.inject({ url: '/blog' })).body).toContain(`href="/blog/${oldest}"`);
    expect((await app.inject({ url: '/sitemap.xml' })).body).toContain(`/blog/${oldest}</loc>`);
    expect((await app.inject({ url: blogFeed.path })).body).toContain(`/blog/${oldest}</link>`);
  });
});
