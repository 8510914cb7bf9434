import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';

let fake: ContentfulFake;
const apps: FastifyInstance[] = [];
let clock = 0;

async function appFor(tuning: Record<string, unknown> = {}) {
  const app = await buildTestApp(
    { ...contentfulEnv(fake), DATA_DIR: tempDataDir() },
    { contentTuning: { now: () => clock, ...tuning } },
  );
  apps.push(app);
  return app;
}

const slugLookups = () => fake.requests.filter((r) => r.query['fields.slug']);
const made = (i: number) => `made-up-slug-${i}`;

beforeAll(async () => {
  fake = await startContentfulFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  clock = 1_000_000;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('made-up slugs cannot spend the CMS rate limit', () => {
  it('remembers "not found" for the freshness window: the same unknown slug asks the CMS once', async () => {
    const app = await appFor();
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: '/api/posts/no-such-post' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/blog/no-such-post' })).statusCode).toBe(404);
    }
    expect(slugLookups()).toHaveLength(1);
  });

  it('bounds the upstream lookups of unknown slugs per second across all visitors', async () => {
    const app = await appFor({ lookupsPerSecond: 10 });
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => app.inject({ url: `/api/posts/${made(i)}` })),
    );
    expect(slugLookups()).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(10);
    // Over the budget: the honest answer is "try again", and it is JSON like every /api error.
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused).toHaveLength(290);
    expect(refused[0]?.headers['retry-after']).toBe('30');
    clock += 1_000;
    await Promise.all(Array.from({ length: 300 }, (_, i) => app.inject({ url: `/api/posts/${made(1000 + i)}` })));
    expect(slugLookups()).toHaveLength(20);
  });

  it('keeps real content cached while unknown slugs pour in', async () => {
    const app = await appFor({ lookupsPerSecond: 1_000 });
    expect((await app.inject({ url: '/api/posts/pricing-experiments' })).headers['x-content-source']).toBe('cms');
    for (let second = 0; second < 2; second += 1) {
      await Promise.all(
        Array.from({ length: 300 }, (_, i) => app.inject({ url: `/api/posts/${made(second * 300 + i)}` })),
      );
      clock += 1_000;
    }
    const again = await app.inject({ url: '/api/posts/pricing-experiments' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-content-source']).toBe('cache');
  });

  it('still shows a post published after its slug was asked for, once the freshness window has passed', async () => {
    const app = await appFor({ freshMs: 60_000 });
    expect((await app.inject({ url: '/api/posts/fresh-off-the-press' })).statusCode).toBe(404);
    const published = structuredClone(fake.posts[0]!);
    published.sys.id = 'fresh-post';
    published.fields.slug = 'fresh-off-the-press';
    fake.posts.push(published);
    try {
      expect((await app.inject({ url: '/api/posts/fresh-off-the-press' })).statusCode).toBe(404);
      clock += 60_001;
      expect((await app.inject({ url: '/api/posts/fresh-off-the-press' })).statusCode).toBe(200);
    } finally {
      fake.posts.pop();
    }
  });
});

describe('slug limits agree between the API and the pages', () => {
  const slug = (length: number) => 'a'.repeat(length);

  it.each([101, 120])('a %i-character slug is looked up by /api/posts and /blog alike', async (length) => {
    const app = await appFor();
    const api = await app.inject({ url: `/api/posts/${slug(length)}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Blog post not found' });
    expect((await app.inject({ url: `/blog/${slug(length)}` })).statusCode).toBe(404);
    // One lookup: the page and the API share the remembered "not found".
    expect(slugLookups()).toHaveLength(1);
  });

  it('a 121-character slug is not found by either without asking the CMS', async () => {
    const app = await appFor();
    const api = await app.inject({ url: `/api/posts/${slug(121)}` });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await app.inject({ url: `/blog/${slug(121)}` })).statusCode).toBe(404);
    expect(slugLookups()).toHaveLength(0);
  });
});
