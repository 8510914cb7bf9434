import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentProvider } from '../../server/content/provider.ts';
import { RateLimitedError } from '../../server/content/provider.ts';
import { loadConfig } from '../../server/config.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { FALLBACK_DIR } from './support/test-app.ts';

let fake: ContentfulFake;
let provider: ContentProvider;
const signal = new AbortController().signal;

const config = () => loadConfig(contentfulEnv(fake));

beforeAll(async () => {
  fake = await startContentfulFake();
  provider = config().content.createClient({ timeoutMs: 2_000, builtInDir: FALLBACK_DIR, warn: () => undefined });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
  fake.modeFor = undefined;
  fake.rateLimitResetSeconds = 2;
});

describe('the Contentful provider, driven by the real SDK against the fake', () => {
  // A space whose model predates the slug rule can hold "Q4 Pricing": such a post had a card on /blog whose
  // link was "Blog post not found" (docs/product.md, "Content").
  it('leaves out a post whose slug is no address, and says which', async () => {
    const warnings: unknown[] = [];
    const warned = config().content.createClient({
      timeoutMs: 2_000,
      builtInDir: FALLBACK_DIR,
      warn: (message, details) => warnings.push([message, details]),
    });
    const odd = structuredClone(fake.posts[1]!) as { sys: { id: string }; fields: Record<string, unknown> };
    odd.sys.id = 'post-odd';
    odd.fields.slug = 'Q4 Pricing';
    fake.posts.push(odd as never);
    try {
      const slugs = (await warned.listPosts(signal)).map((post) => post.slug);
      expect(slugs).not.toContain('Q4 Pricing');
      expect(slugs).toContain('pricing-experiments');
      expect(warnings).toEqual([
        ['skipping a Contentful entry whose slug is no address', { id: 'post-odd', slug: 'Q4 Pricing' }],
      ]);
    } finally {
      fake.posts.splice(fake.posts.indexOf(odd as never), 1);
    }
  });

  it('makes exactly the four delivery queries (list and by-slug, posts and resources) on the configured environment', async () => {
    await provider.listPosts(signal);
    await provider.getPost('pricing-experiments', signal);
    await provider.listResources(signal);
    await provider.getResource('growth-playbook', signal);
    expect(fake.requests.map((r) => r.path)).toEqual(Array(4).fill('/spaces/growthspace/environments/master/entries'));
    expect(fake.requests.map((r) => r.query)).toEqual([
      {
        content_type: 'blogPost',
        order: '-fields.publishedDate,fields.slug,sys.id',
        select:
          'sys,fields.title,fields.slug,fields.author,fields.publishedDate,fields.featuredImage,fields.excerpt,' +
          'fields.category,fields.tags,fields.seoTitle,fields.seoDescription',
        limit: '1000',
      },
      { content_type: 'blogPost', 'fields.slug': 'pricing-experiments', limit: '1' },
      {
        content_type: 'resource',
        select:
          'sys,fields.title,fields.slug,fields.subtitle,fields.author,fields.readTime,fields.type,fields.cardType,fields.gradient,fields.order',
        limit: '1000',
      },
      { content_type: 'resource', 'fields.slug': 'growth-playbook', limit: '1' },
    ]);
  });

  it('normalises posts: flattened rich-text fields, https assets, SEO fallbacks, empty defaults', async () => {
    const posts = await provider.listPosts(signal);
    expect(posts.map((p) => p.slug)).toEqual(['pricing-experiments', 'rich-title-post', 'empty-body-post']);
    const [first, rich, empty] = posts;
    expect(first).toMatchObject({
      title: 'Pricing Experiments That Moved Revenue',
      author: 'Maya Lindqvist',
      publishedDate: '2026-03-03',
      featuredImage: {
        url: 'https://images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg?fm=webp&w=1200&q=70',
        srcSet: expect.stringContaining('pipeline.jpg?fm=webp&w=480&q=70 480w'),
        sources: [{ type: 'image/avif', srcSet: expect.stringContaining('pipeline.jpg?fm=avif&w=1600&q=70 1600w') }],
        socialUrl:
          'https://images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg?w=1200&h=630&fit=fill&fm=jpg&q=80',
        title: 'Pipeline chart on a laptop',
        description: 'A laptop showing a rising revenue chart',
        width: 1600,
        height: 900,
      },
      category: 'Growth',
      tags: ['Pricing', 'SaaS'],
      seoTitle: 'Pricing experiments for SaaS founders',
      seoDescription: 'What three pricing tests taught us about SaaS revenue.',
    });
    expect(rich).toMatchObject({
      title: 'Rich Title Post',
      author: 'Daniel Okafor',
      excerpt: 'An excerpt written as rich text.',
      seoTitle: 'Rich Title Post',
      seoDescription: 'An excerpt written as rich text.',
      featuredImage: null,
      tags: [],
      category: '',
    });
    expect(empty).toMatchObject({ author: '', excerpt: '', tags: [], featuredImage: null, category: '' });
    expect(empty?.body).toEqual({ type: 'root', children: [] });
  });

  it('lists without the rich-text body, which only the page of one post reads', async () => {
    const listed = await provider.listPosts(signal);
    expect(listed.map((post) => post.body)).toEqual(listed.map(() => ({ type: 'root', children: [] })));
    const full = await provider.getPost('pricing-experiments', signal);
    expect(full?.body.children.length).toBeGreaterThan(0);
  });

  it('resolves linked entries inside rich text through the includes', async () => {
    const post = await provider.getPost('pricing-experiments', signal);
    expect(JSON.stringify(post?.body)).toContain('"href":"/blog/linked-article"');
  });

  it('answers null for a missing slug', async () => {
    expect(await provider.getPost('no-such-post', signal)).toBeNull();
    expect(await provider.getResource('no-such-resource', signal)).toBeNull();
  });

  it('fills resource defaults: team author, 10 min, Guide, purple-to-blue gradient', async () => {
    const resources = await provider.listResources(signal);
    expect(resources.find((r) => r.slug === 'pricing-page-teardown')).toMatchObject({
      author: 'Growthwise Team',
      readTime: '10 min',
      type: 'Guide',
      cardType: 'Guide',
      gradient: 'linear-gradient(135deg, #6d28d9 0%, #1d4ed8 100%)',
    });
  });

  it('throws on upstream errors and makes a single attempt (no SDK retry storm)', async () => {
    fake.mode = '500';
    await expect(provider.listPosts(signal)).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
  });

  it("gives each call its own 429: a reset time never reaches another call's failure", async () => {
    // A call waits on a CMS that does not answer while another is refused for 30 s; the first then times out.
    fake.rateLimitResetSeconds = 30;
    fake.modeFor = (query) => (({ limited: '429', slow: 'hang' }) as const)[query['fields.slug'] ?? ''];
    const quick = config().content.createClient({ timeoutMs: 300, builtInDir: FALLBACK_DIR, warn: () => undefined });
    const slow = quick.getPost('slow', signal).catch((error: unknown) => error);
    const limited = await quick.getPost('limited', signal).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterMs).toBe(30_000);
    const timedOut = await slow;
    expect(timedOut).toBeInstanceOf(Error);
    expect(timedOut).not.toBeInstanceOf(RateLimitedError);
    expect(String(timedOut)).toMatch(/timeout/i);
  });
});
