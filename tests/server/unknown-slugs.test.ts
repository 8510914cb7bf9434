import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { loggerOptions } from '../../server/log-options.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';

let fake: ContentfulFake;
const apps: FastifyInstance[] = [];
let clock = 0;

async function appFor(tuning: Record<string, unknown> = {}, logLines?: string[]) {
  const logger = logLines && loggerOptions('info', { write: (line) => void logLines.push(line) });
  const app = await buildTestApp(
    { ...contentfulEnv(fake), DATA_DIR: tempDataDir() },
    { contentTuning: { now: () => clock, ...tuning }, logger },
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

describe('made-up slugs are answered from the list the server holds', () => {
  it('remembers "not found" for the freshness window: the same unknown slug asks the CMS once', async () => {
    const app = await appFor();
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: '/api/posts/no-such-post' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/blog/no-such-post' })).statusCode).toBe(404);
    }
    expect(slugLookups()).toHaveLength(1);
  });

  it('answers slugs the list does not hold as not found, confirming a few a minute with the CMS', async () => {
    const app = await appFor({ confirmationsPerMinute: 10 });
    // 300 made-up slugs over 10 seconds: the list is asked for once, ten are confirmed, every visitor gets a 404.
    const answers = [];
    for (let second = 0; second < 10; second += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 30 }, (_, i) => app.inject({ url: `/api/posts/${made(second * 30 + i)}` })),
        )),
      );
      clock += 1_000;
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(300).fill(404));
    expect(slugLookups()).toHaveLength(10);
    const lists = fake.requests.filter((r) => !r.query['fields.slug'] && r.query.content_type);
    expect(lists.map((r) => r.query.content_type)).toEqual(['blogPost']);
    // The page says so too, with the site's "not found" page, and asks nothing more.
    const page = await app.inject({ url: `/blog/${made(1000)}` });
    expect([page.statusCode, page.body.includes('Blog post not found')]).toEqual([404, true]);
    expect(slugLookups()).toHaveLength(10);
    // A minute on, a few confirmations again.
    clock += 60_000;
    await Promise.all(Array.from({ length: 30 }, (_, i) => app.inject({ url: `/api/posts/${made(2000 + i)}` })));
    expect(slugLookups()).toHaveLength(20);
  });

  it('serves a real post and resource while made-up slugs pour in, on a replica that never listed them', async () => {
    const app = await appFor({ confirmationsPerMinute: 10 });
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, i) => app.inject({ url: `/api/posts/${made(i)}` })),
    );
    expect(flood.filter((a) => a.statusCode === 404)).toHaveLength(100);
    const [post, page, resource] = await Promise.all([
      app.inject({ url: '/api/posts/pricing-experiments' }),
      app.inject({ url: '/blog/rich-title-post' }),
      app.inject({ url: '/api/resources/pricing-page-teardown' }),
    ]);
    expect([post.statusCode, post.headers['x-content-source']]).toEqual([200, 'cms']);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rich Title Post');
    expect([resource.statusCode, resource.headers['x-content-source']]).toEqual([200, 'cms']);
    // Each list was asked for once, however many lookups it vouched for or turned away.
    const lists = fake.requests.filter((r) => !r.query['fields.slug'] && r.query.content_type);
    expect(lists.map((r) => r.query.content_type).sort()).toEqual(['blogPost', 'resource']);
    expect(slugLookups()).toHaveLength(13);
  });

  it('without a list, bounds the lookups per second and refuses the rest, with one warning for the list', async () => {
    const lines: string[] = [];
    fake.mode = '500';
    const app = await appFor({ lookupsPerSecond: 0 }, lines);
    lines.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ url: `/api/posts/${made(1 + i)}` })),
    );
    // Without a list, "not found" cannot be told from an outage: the honest answer is "try again", in JSON.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(503));
    expect(answers[0]?.headers['retry-after']).toBe('30');
    expect(slugLookups()).toHaveLength(0);
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((e) => e.level === 40);
    expect(warnings.map((e) => e.msg)).toEqual(['content query "posts" failed; pausing it for 10000 ms']);
  });

  it('keeps real content cached while unknown slugs pour in', async () => {
    const app = await appFor({ confirmationsPerMinute: 1_000 });
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
