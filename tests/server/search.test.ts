import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signRequest } from '@contentful/node-apps-toolkit';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { block, doc, paragraph, textNode } from '../fakes/contentful-rich-text-fixtures.ts';
import { sys } from '../fakes/contentful-sys.ts';

// Search over the content the server holds: titles, excerpts, tags and bodies, whatever the case and accents,
// every word required, title matches first; no CMS call per query, and a publish re-reads only what changed.

const SECRET = 'k'.repeat(64);
type Found = { results: { type: string; slug: string; title: string; excerpt: string }[]; pageCount: number };

const entry = (i: number, fields: Record<string, unknown>) => ({
  sys: { ...sys(`found${i}`, 'Entry', 'blogPost'), updatedAt: '2026-03-03T10:00:00.000Z' },
  fields: { author: 'Maya', publishedDate: `2026-0${1 + (i % 9)}-1${i % 10}`, ...fields },
});

const POSTS = [
  entry(1, {
    title: 'Café pricing that works',
    slug: 'cafe-pricing',
    excerpt: 'Numbers from a bakery chain.',
    tags: ['Pricing'],
    content: doc(
      paragraph(textNode('We raised the croissant price twice.')),
      block('heading-2', [textNode('Menu engineering')]),
      paragraph(textNode('Seasonal specials lifted margins.')),
    ),
  }),
  entry(2, {
    title: 'Lead routing',
    slug: 'lead-routing',
    excerpt: 'Who calls whom, and when.',
    tags: ['Sales'],
    content: doc(paragraph(textNode('A round robin with a pricing tier for enterprise leads.'))),
  }),
  // Thirty more that all say "pipeline", so a search for it needs two pages.
  ...Array.from({ length: 30 }, (_, i) =>
    entry(10 + i, {
      title: `Note ${i}`,
      slug: `note-${i}`,
      excerpt: 'A short one.',
      tags: [],
      content: doc(paragraph(textNode(`Pipeline review number ${i}.`))),
    }),
  ),
];

let contentful: ContentfulFake;
let app: FastifyInstance;

const search = async (q: string, page?: number) => {
  const query = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
  return app.inject({ url: `/api/search?${query}` });
};
const slugsFor = async (q: string) => ((await search(q)).json() as Found).results.map((result) => result.slug);
const bodyReads = () => contentful.requests.filter((request) => request.query['fields.slug']);

beforeAll(async () => {
  contentful = await startContentfulFake();
  contentful.posts = structuredClone(POSTS) as unknown as ContentfulFake['posts'];
  app = await buildTestApp({
    ...contentfulEnv(contentful),
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    DATA_DIR: tempDataDir(),
  });
  // The bodies are read in the background once the lists are held: every one is in once all 30 notes are.
  await vi.waitFor(
    async () => expect(((await search('pipeline')).json() as Found & { total: number }).total).toBe(30),
    { timeout: 5_000 },
  );
});
afterAll(async () => {
  await app.close();
  await contentful.close();
});
beforeEach(() => {
  contentful.requests.length = 0;
});

describe('GET /api/search', () => {
  it('finds a word of a body, ignoring case and accents', async () => {
    expect(await slugsFor('CROISSANT')).toEqual(['cafe-pricing']);
    expect(await slugsFor('cafe')).toEqual(['cafe-pricing']);
    expect(await slugsFor('Cafe\u0301')).toEqual(['cafe-pricing']);
    // A word at the start of a block is a word of its own, not glued to the end of the block before.
    expect(await slugsFor('seasonal engineering')).toEqual(['cafe-pricing']);
  });

  it('finds the entries that hold every word, title matches first, each with its type, title and excerpt', async () => {
    // "pricing" is in a post's title, a resource's title and another post's body: the titles first.
    const found = (await search('pricing')).json() as Found;
    expect(found.results).toEqual([
      { type: 'post', slug: 'cafe-pricing', title: 'Café pricing that works', excerpt: 'Numbers from a bakery chain.' },
      {
        type: 'resource',
        slug: 'pricing-page-teardown',
        title: 'Pricing Page Teardown',
        excerpt: 'What converts on a SaaS pricing page',
      },
      { type: 'post', slug: 'lead-routing', title: 'Lead routing', excerpt: 'Who calls whom, and when.' },
    ]);
    expect(await slugsFor('pricing enterprise')).toEqual(['lead-routing']);
    expect(await slugsFor('pricing nothing-like-it')).toEqual([]);
    // Tags and resources too.
    expect(await slugsFor('sales')).toEqual(['lead-routing']);
    expect(((await search('growth playbook')).json() as Found).results[0]?.type).toBe('resource');
  });

  it('answers 20 a page, then the rest, and a page past the last is a 404', async () => {
    const first = (await search('pipeline')).json() as Found;
    expect(first.results).toHaveLength(20);
    expect(first.pageCount).toBe(2);
    expect(((await search('pipeline', 2)).json() as Found).results).toHaveLength(10);
    expect((await search('pipeline', 3)).statusCode).toBe(404);
  });

  it('asks the CMS nothing per query, and refuses a query over 200 characters', async () => {
    for (const q of ['pricing', 'lead', 'pipeline review', 'nothing']) await search(q);
    expect(contentful.requests).toEqual([]);
    const long = await search('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'A search can be at most 200 characters long. Please shorten it.' });
    expect((await search('')).json()).toEqual({ results: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('the search page', () => {
  it('shows the form and the results, is not indexed, and robots.txt lets crawlers see that', async () => {
    const page = await app.inject({ url: '/search?q=croissant' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(page.body).toContain('href="/blog/cafe-pricing"');
    expect((await app.inject({ url: '/robots.txt' })).body).not.toMatch(/Disallow:\s*\/search/);
    expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain('/search');
  });

  it('shows the form alone for an empty query, a clear message for a long one, and the form on the lists', async () => {
    const empty = await app.inject({ url: '/search' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('role="search"');
    expect(empty.body).not.toContain('result');
    const long = await app.inject({ url: `/search?q=${'x'.repeat(201)}` });
    expect(long.body).toContain('A search can be at most 200 characters long.');
    for (const url of ['/blog', '/resources']) expect((await app.inject({ url })).body).toContain('role="search"');
  });

  it('writes its address one way, and a page past the last is the 404 page', async () => {
    const spaced = await app.inject({ url: '/search?page=2&q=pipeline%20review' });
    expect([spaced.statusCode, spaced.headers.location]).toEqual([308, '/search?q=pipeline+review&page=2']);
    expect((await app.inject({ url: '/search?q=pipeline&page=1' })).headers.location).toBe('/search?q=pipeline');
    expect((await app.inject({ url: '/search?q=pipeline&page=2' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search?q=pipeline&page=3' })).statusCode).toBe(404);
  });
});

describe('a publish', () => {
  it('re-reads only the body that changed', async () => {
    const changed = contentful.posts.find((post) => post.sys.id === 'found2')!;
    changed.fields.content = doc(paragraph(textNode('Now about territory planning.')));
    (changed.sys as unknown as { updatedAt: string }).updatedAt = '2026-12-01T10:00:00.000Z';
    const body = JSON.stringify({ sys: { type: 'Entry', id: 'found2' }, fields: {} });
    const base = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    const signed = signRequest(SECRET, { method: 'POST', path: '/api/revalidate', headers: base, body });
    const published = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      headers: { ...base, ...signed },
      payload: body,
    });
    expect(published.statusCode).toBe(200);
    await expect.poll(() => slugsFor('territory')).toEqual(['lead-routing']);
    expect(await slugsFor('enterprise')).toEqual([]);
    expect(bodyReads().map((request) => request.query['fields.slug'])).toEqual(['lead-routing']);
  });
});

describe('on every provider', () => {
  let sanity: SanityFake;
  beforeAll(async () => {
    sanity = await startSanityFake();
  });
  afterAll(() => sanity.close());

  it.each([
    ['sanity', () => sanityEnv(sanity), 'heading', 'pricing-experiments'],
    ['local content', () => ({ CONTENT_PROVIDER: 'local' }), 'competitors', 'speed-to-lead'],
  ])('finds a post by a word of its body on %s', async (_name, env, word, slug) => {
    const site = await buildTestApp({ ...env(), DATA_DIR: tempDataDir() });
    try {
      // A word only a body holds, found once the index has read it.
      const found = async () => ((await site.inject({ url: `/api/search?q=${word}` })).json() as Found).results;
      await expect.poll(async () => (await found()).map((result) => result.slug)).toContain(slug);
    } finally {
      await site.close();
    }
  });
});
