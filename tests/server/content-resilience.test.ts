import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tempDataDir } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake, ContentfulFakeMode } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';

/** The same service behaviour is shown against each CMS's fake, driven by that CMS's real SDK. */
type Cms = {
  start(): Promise<void>;
  close(): Promise<void>;
  env(): Record<string, string>;
  reset(): void;
  mode: ContentfulFakeMode;
  delayMs: number;
  rateLimitSeconds: number;
  /** Upstream calls for the post list, and for anything at all. */
  postListCalls(): number;
  calls(): number;
  setFirstPostTitle(title: string): void;
};

function contentfulCms(): Cms {
  let fake: ContentfulFake;
  return {
    start: async () => void (fake = await startContentfulFake()),
    close: () => fake.close(),
    env: () => contentfulEnv(fake),
    reset() {
      Object.assign(fake, { mode: 'ok', delayMs: 0, rateLimitResetSeconds: 2 });
      fake.requests.length = 0;
    },
    set mode(mode: ContentfulFakeMode) {
      fake.mode = mode;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    set rateLimitSeconds(seconds: number) {
      fake.rateLimitResetSeconds = seconds;
    },
    postListCalls: () =>
      fake.requests.filter((r) => r.query.content_type === 'blogPost' && !r.query['fields.slug']).length,
    calls: () => fake.requests.length,
    setFirstPostTitle: (title) => void (fake.posts[0]!.fields.title = title),
  } as Cms;
}

function sanityCms(): Cms {
  let fake: SanityFake;
  return {
    start: async () => void (fake = await startSanityFake()),
    close: () => fake.close(),
    env: () => sanityEnv(fake),
    reset() {
      Object.assign(fake, { mode: 'ok', delayMs: 0, retryAfterSeconds: 2 });
      fake.requests.length = 0;
    },
    set mode(mode: ContentfulFakeMode) {
      fake.mode = mode;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    set rateLimitSeconds(seconds: number) {
      fake.retryAfterSeconds = seconds;
    },
    postListCalls: () => fake.requests.filter((r) => /^\*\[_type == "post" && defined/.test(r.query)).length,
    calls: () => fake.requests.length,
    setFirstPostTitle: (title) => void (fake.documents[0]!.title = title),
  } as Cms;
}

describe.each([
  ['Contentful', contentfulCms()],
  ['Sanity', sanityCms()],
])('the content service against %s', (_name, cms) => {
  const apps: FastifyInstance[] = [];

  async function appFor(env: Record<string, string> = {}, tuning = {}) {
    const app = await buildTestApp({ ...cms.env(), DATA_DIR: tempDataDir(), ...env }, { contentTuning: tuning });
    apps.push(app);
    return app;
  }

  const postRequests = () => ({ length: cms.postListCalls() });

  beforeAll(() => cms.start());
  afterAll(() => cms.close());
  beforeEach(() => cms.reset());
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  describe('content from a healthy CMS', () => {
    it('answers from the CMS, then from the cache, naming the source', async () => {
      const app = await appFor();
      const first = await app.inject({ url: '/api/posts' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-content-source']).toBe('cms');
      expect((first.json() as { slug: string }[]).map((p) => p.slug)).toEqual([
        'pricing-experiments',
        'rich-title-post',
        'empty-body-post',
      ]);
      const second = await app.inject({ url: '/api/posts' });
      expect(second.headers['x-content-source']).toBe('cache');
      expect(second.body).toBe(first.body);
    });

    it('makes one upstream call for many concurrent misses of the same query', async () => {
      const app = await appFor();
      cms.delayMs = 150;
      const answers = await Promise.all(Array.from({ length: 25 }, () => app.inject({ url: '/api/posts' })));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(postRequests()).toHaveLength(1);
    });

    it('serves many page views inside the freshness window with one upstream call', async () => {
      const app = await appFor();
      for (let i = 0; i < 30; i += 1) {
        expect((await app.inject({ url: i % 2 ? '/api/posts' : '/blog' })).statusCode).toBe(200);
      }
      expect(postRequests()).toHaveLength(1);
    });

    it('refreshes a stale answer in the background while serving the cached one', async () => {
      let clock = 0;
      const app = await appFor({}, { freshMs: 60_000, now: () => clock });
      await app.inject({ url: '/api/posts' });
      cms.setFirstPostTitle('Updated Title');
      clock += 60_000;
      const stale = await app.inject({ url: '/api/posts' });
      expect(stale.headers['x-content-source']).toBe('cache');
      expect(stale.json()[0].title).toBe('Pricing Experiments That Moved Revenue');
      await expect.poll(async () => (await app.inject({ url: '/api/posts' })).json()[0].title).toBe('Updated Title');
      cms.setFirstPostTitle('Pricing Experiments That Moved Revenue');
    });

    it('uses the built-in resources when the CMS has none', async () => {
      cms.mode = 'empty';
      const app = await appFor();
      const response = await app.inject({ url: '/api/resources' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-source']).toBe('fallback');
      expect(response.json()).toHaveLength(3);
      const posts = await app.inject({ url: '/api/posts' });
      expect(posts.json()).toEqual([]);
    });

    it('prefers the CMS resource, else the built-in one for the slug, else 404', async () => {
      const app = await appFor();
      const cms = await app.inject({ url: '/api/resources/growth-playbook' });
      expect(cms.json().title).toBe('The CMS Growth Playbook');
      expect(cms.headers['x-content-source']).toBe('cms');
      const builtIn = await app.inject({ url: '/api/resources/tech-stack-guide' });
      expect(builtIn.headers['x-content-source']).toBe('fallback');
      expect(builtIn.json().title).toBe('The Revenue Tech Stack Guide');
      expect((await app.inject({ url: '/api/resources/none-such' })).statusCode).toBe(404);
    });

    it('never sends a malformed slug upstream', async () => {
      const app = await appFor();
      for (const url of ['/api/posts/Bad_Slug', '/api/resources/a%20b', '/api/posts/-x-']) {
        expect((await app.inject({ url })).statusCode).toBe(404);
      }
      expect(cms.calls()).toBe(0);
    });
  });

  describe('content while the CMS is failing', () => {
    for (const mode of ['500', '429', 'malformed', 'hang'] as const) {
      it(`answers within the budget in mode ${mode}: 503 for posts, built-in resources`, async () => {
        cms.mode = mode;
        const app = await appFor({}, { budgetMs: 1_000 });
        const started = Date.now();
        const [posts, post, resources] = await Promise.all([
          app.inject({ url: '/api/posts' }),
          app.inject({ url: '/api/posts/pricing-experiments' }),
          app.inject({ url: '/api/resources' }),
        ]);
        // A bound on waiting, not a speed measurement: without the budget a hanging CMS holds a visitor 30 s or more.
        expect(Date.now() - started).toBeLessThan(3_000);
        expect(posts.statusCode).toBe(503);
        expect(posts.json()).toEqual({ error: 'Failed to load blog posts. Please try again later.' });
        expect(posts.headers['retry-after']).toBeDefined();
        expect(post.statusCode).toBe(503);
        expect(post.json()).toEqual({ error: 'Failed to load the blog post. Please try again later.' });
        expect(resources.statusCode).toBe(200);
        expect(resources.headers['x-content-source']).toBe('fallback');
      });
    }

    it('answers fast when the connection is refused', async () => {
      const closed = await startContentfulFake();
      await closed.close();
      const app = await appFor(contentfulEnv(closed));
      const response = await app.inject({ url: '/api/posts' });
      expect(response.statusCode).toBe(503);
    });

    it('answers 503 once the budget is spent when the CMS hangs', async () => {
      cms.mode = 'hang';
      const app = await appFor({}, { budgetMs: 100 });
      const answer = await app.inject({ url: '/api/posts' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: expect.any(String) });
    });

    it('makes a single upstream attempt per failure and then pauses the query', async () => {
      cms.mode = '500';
      const app = await appFor();
      for (let i = 0; i < 5; i += 1) await app.inject({ url: '/api/posts' });
      expect(postRequests()).toHaveLength(1);
    });

    it('honours the rate-limit reset of a 429 before asking again', async () => {
      cms.mode = '429';
      cms.rateLimitSeconds = 30;
      let clock = 0;
      const app = await appFor({}, { now: () => clock });
      await app.inject({ url: '/api/posts' });
      cms.mode = 'ok';
      clock += 29_000;
      expect((await app.inject({ url: '/api/posts' })).statusCode).toBe(503);
      expect(postRequests()).toHaveLength(1);
      clock += 1_000;
      const recovered = await app.inject({ url: '/api/posts' });
      expect(recovered.statusCode).toBe(200);
      expect(postRequests()).toHaveLength(2);
    });

    it('serves the last good answer from disk after a restart while the CMS is still down', async () => {
      const dataDir = tempDataDir();
      const before = await appFor({ DATA_DIR: dataDir });
      const good = await before.inject({ url: '/api/posts' });
      const goodPost = await before.inject({ url: '/api/posts/pricing-experiments' });
      await before.close();
      cms.mode = '500';
      const after = await appFor({ DATA_DIR: dataDir });
      const list = await after.inject({ url: '/api/posts' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-content-source']).toBe('snapshot');
      expect(list.body).toBe(good.body);
      const post = await after.inject({ url: '/api/posts/pricing-experiments' });
      expect(post.headers['x-content-source']).toBe('snapshot');
      expect(post.body).toBe(goodPost.body);
      const page = await after.inject({ url: '/blog' });
      expect(page.statusCode).toBe(200);
    });
  });
});
