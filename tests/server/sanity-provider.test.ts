import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeSignatureHeader } from '@sanity/webhook';
import type { Element } from 'hast';
import { loadConfig } from '../../server/config.ts';
import type { ContentProvider } from '../../server/content/provider.ts';
import { RateLimitedError } from '../../server/content/provider.ts';
import { BLOCK_STYLES, DECORATORS, LIST_TYPES } from '../../server/content/sanity/portable-text-to-hast.ts';
import { elements, textOf } from '../support/hast.ts';
import { buildTestApp } from './support/test-app.ts';
import { FAKE_SANITY_TOKEN } from '../fakes/sanity-fixtures.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { FALLBACK_DIR } from './support/test-app.ts';

let fake: SanityFake;
let provider: ContentProvider;
const warnings: unknown[] = [];
const signal = new AbortController().signal;

beforeAll(async () => {
  fake = await startSanityFake();
  provider = loadConfig(sanityEnv(fake)).content.createClient({
    timeoutMs: 2_000,
    builtInDir: FALLBACK_DIR,
    warn: (message, details) => warnings.push([message, details]),
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  warnings.length = 0;
});

describe('the Sanity provider, driven by @sanity/client against the fake (GROQ evaluated by groq-js)', () => {
  it('sends the four GROQ queries: lists without bodies, one document by slug.current, without a token', async () => {
    await provider.listPosts(signal);
    await provider.getPost('pricing-experiments', signal);
    await provider.listResources(signal);
    await provider.getResource('growth-playbook', signal);
    const [posts, post, resources, resource] = fake.requests;
    expect(posts?.query).toMatch(
      /^\*\[_type == "post" && defined\(slug\.current\)\] \| order\(publishedDate desc, slug\.current asc, _id asc\) \[\$from\.\.\.\$to\]/,
    );
    expect(posts?.query).not.toContain('body');
    expect(post?.query).toMatch(/^\*\[_type == "post" && slug\.current == \$slug\]\[0\]/);
    expect(post?.params).toEqual({ slug: 'pricing-experiments' });
    expect(resources?.query).toMatch(
      /^\*\[_type == "resource" && defined\(slug\.current\)\] \| order\(coalesce\(order, 1e9\) asc, _updatedAt desc, _id asc\) \[\$from\.\.\.\$to\]/,
    );
    expect(resources?.query).not.toContain('body');
    expect(resource?.params).toEqual({ slug: 'growth-playbook' });
    expect(fake.requests.every((r) => !r.authorized)).toBe(true);
  });

  it('sends the read token when one is configured, and never puts it in the browser-facing config', async () => {
    const withToken = loadConfig({ ...sanityEnv(fake), SANITY_TOKEN: FAKE_SANITY_TOKEN }).content;
    const client = withToken.createClient({ timeoutMs: 2_000, builtInDir: FALLBACK_DIR, warn: () => undefined });
    await client.listPosts(signal);
    expect(fake.requests.at(-1)?.authorized).toBe(true);
  });

  it('normalises posts with the same defaults and fallbacks as Contentful', async () => {
    const [first, rich, empty] = await provider.listPosts(signal);
    expect(first).toMatchObject({
      title: 'Pricing Experiments That Moved Revenue',
      slug: 'pricing-experiments',
      author: 'Maya Lindqvist',
      publishedDate: '2026-03-03',
      category: 'Growth',
      tags: ['Pricing', 'SaaS'],
      seoTitle: 'Pricing experiments for SaaS founders',
    });
    expect(rich).toMatchObject({ seoTitle: 'Rich Title Post', seoDescription: 'An excerpt written as rich text.' });
    expect(empty).toMatchObject({ author: '', excerpt: '', tags: [], featuredImage: null, category: '' });
    const [teardown, playbook] = await provider.listResources(signal);
    expect(teardown).toMatchObject({ author: 'Growthwise Team', readTime: '10 min', type: 'Guide', cardType: 'Guide' });
    expect(teardown?.gradient).toMatch(/^linear-gradient\(/);
    expect(playbook).toMatchObject({ author: 'Growthwise Editors', readTime: '16 min', type: 'Playbook' });
  });

  it("builds images through Sanity's pipeline: WebP sources, a JPEG fallback, a 1200x630 crop", async () => {
    const [first] = await provider.listPosts(signal);
    const image = first?.featuredImage;
    expect(image).toMatchObject({ title: 'Pipeline chart on a laptop', width: 1600, height: 900 });
    expect(image?.url).toBe(
      'https://cdn.sanity.io/images/fakeproj/production/abc123pipeline-1600x900.jpg?w=1200&fm=jpg&q=70',
    );
    expect(image?.sources).toEqual([{ type: 'image/webp', srcSet: expect.stringContaining('fm=webp&q=70 480w') }]);
    expect(image?.srcSet?.split(', ')).toHaveLength(4);
    expect(image?.socialUrl).toBe(
      'https://cdn.sanity.io/images/fakeproj/production/abc123pipeline-1600x900.jpg?rect=0,30,1600,840&w=1200&h=630&fm=jpg&q=80&fit=crop',
    );
  });

  it('maps every block style, list type and decorator it claims, and keeps unknown blocks as text with a warning', async () => {
    const body = (await provider.getPost('pricing-experiments', signal))!.body;
    const tags = new Set(elements(body).map((el) => el.tagName));
    for (const tag of [...Object.values(BLOCK_STYLES), ...Object.values(LIST_TYPES), ...Object.values(DECORATORS)]) {
      expect(tags, tag).toContain(tag);
    }
    expect(tags).toContain('hr');
    expect(textOf(elements(body).find((el) => el.tagName === 'sup')!)).toBe('2');
    const nested = elements(body).find((el) => el.tagName === 'ul') as Element;
    expect(elements(nested).filter((el) => el.tagName === 'ul')).toHaveLength(2);
    expect(textOf(body)).toContain('A callout the site does not know');
    expect(warnings).toContainEqual(['sanity: an unknown block type keeps its text', { type: 'callout' }]);
  });

  it('links through the safe-href rule and embeds images with alt, else title, else description, else "Image"', async () => {
    const body = (await provider.getPost('pricing-experiments', signal))!.body;
    const links = elements(body).filter((el) => el.tagName === 'a');
    expect(links.map((el) => [el.properties.href, textOf(el)])).toEqual([
      ['https://example.com/guide', 'the guide'],
      ['/blog/linked-article', 'this article'],
    ]);
    const imgs = elements(body).filter((el) => el.tagName === 'img');
    expect(imgs.map((el) => el.properties.alt)).toEqual([
      'Pipeline chart on a laptop',
      'Funnel diagram with five stages',
      'Image',
    ]);
    expect(elements(body).filter((el) => el.tagName === 'picture')).toHaveLength(3);
    const table = elements(body).find((el) => el.tagName === 'table') as Element;
    expect(elements(table).map((el) => el.tagName)).toEqual([
      'table',
      'thead',
      'tr',
      'th',
      'th',
      'tbody',
      'tr',
      'td',
      'td',
    ]);
  });

  it('renders hostile links and markup inert: a javascript: link keeps its text and loses the link', async () => {
    const body = (await provider.getPost('rich-title-post', signal))!.body;
    expect(elements(body).filter((el) => el.tagName === 'a')).toEqual([]);
    expect(textOf(body)).toContain('click me');
    expect(textOf(body)).toContain('Unknown node text');
    expect(elements(body).some((el) => ['script', 'img'].includes(el.tagName))).toBe(false);
  });

  // Sanity's own slugify keeps punctuation ("pricing:-what-works?"), and an editor may type capitals: such a
  // post had a card on /blog whose link was "Blog post not found" (docs/product.md, "Content").
  it('leaves out a post whose slug is no address, and says which', async () => {
    const odd = structuredClone(fake.documents.find((d) => d._id === 'post2')!);
    Object.assign(odd, { _id: 'post-odd', slug: { _type: 'slug', current: 'Pricing:-What-Works?' } });
    fake.documents.push(odd);
    try {
      const slugs = (await provider.listPosts(signal)).map((post) => post.slug);
      expect(slugs).not.toContain('Pricing:-What-Works?');
      expect(slugs).toContain('pricing-experiments');
      expect(warnings).toContainEqual([
        'skipping a Sanity document with no slug that is an address, or malformed',
        { id: 'post-odd', slug: 'Pricing:-What-Works?' },
      ]);
      expect(await provider.getPost('Pricing:-What-Works?', signal)).toBeNull();
    } finally {
      fake.documents.splice(fake.documents.indexOf(odd), 1);
    }
  });

  it('answers null for an unknown slug, throws on 500, and turns a 429 into its Retry-After', async () => {
    expect(await provider.getPost('no-such-post', signal)).toBeNull();
    fake.mode = '500';
    await expect(provider.listPosts(signal)).rejects.toThrow();
    expect(fake.requests).toHaveLength(2);
    fake.mode = '429';
    fake.retryAfterSeconds = 7;
    const error = await provider.listPosts(signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(7_000);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("POST /api/revalidate with Sanity's signed webhook (@sanity/webhook)", () => {
  const SECRET = 'sanity-webhook-secret';
  let app: FastifyInstance;
  const postListCalls = () => fake.requests.filter((r) => /^\*\[_type == "post" && defined/.test(r.query)).length;
  const signed = async (body: string, timestamp = Date.now(), secret = SECRET) => ({
    'content-type': 'application/json',
    'sanity-webhook-signature': await encodeSignatureHeader(body, timestamp, secret),
  });
  const publish = JSON.stringify({ _id: 'post1', _type: 'post', slug: 'pricing-experiments' });

  beforeEach(async () => {
    app = await buildTestApp({ ...sanityEnv(fake), SANITY_WEBHOOK_SECRET: SECRET });
    await app.inject({ url: '/api/posts' });
    fake.requests.length = 0;
  });
  afterEach(() => app.close());

  it('on a correctly signed publish reads the list from the CMS again, once, and serves that', async () => {
    // What a publish in Sanity does to the document before its webhook: a new revision.
    const post = fake.documents.find((doc) => doc._id === 'post1')!;
    post._rev = `rev-${Date.now()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      payload: publish,
      headers: await signed(publish),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revalidated: true, purged: 'posts' });
    await expect.poll(postListCalls).toBe(1);
    expect((await app.inject({ url: '/api/posts' })).statusCode).toBe(200);
    expect(postListCalls()).toBe(1);
  });

  it.each([
    ['a missing signature', async () => ({ 'content-type': 'application/json' })],
    ['a wrong secret', () => signed(publish, Date.now(), 'another-secret')],
    ['an old signature', () => signed(publish, Date.now() - 6 * 60_000)],
    ['a garbled header', async () => ({ 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=x' })],
  ])('answers 401 for %s and purges nothing', async (_label, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      payload: publish,
      headers: await headers(),
    });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/posts' })).headers['x-content-source']).toBe('cache');
    expect(postListCalls()).toBe(0);
  });

  it('answers 400 for a signed body that is no document, and accepts each signature once', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/revalidate',
      payload: 'null',
      headers: await signed('null'),
    });
    expect(bad.statusCode).toBe(400);
    const headers = await signed(publish);
    await app.inject({ method: 'POST', url: '/api/revalidate', payload: publish, headers });
    const replay = await app.inject({ method: 'POST', url: '/api/revalidate', payload: publish, headers });
    expect(replay.json()).toEqual({ revalidated: false, duplicate: true });
  });
});
