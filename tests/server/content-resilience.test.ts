import { describe, expect, it } from 'vitest';
import { tempDataDir } from './support/test-app.ts';
import { contentServiceHarness, eachCms } from './support/content-cms.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';

// The content service against each CMS's fake, driven by that CMS's real SDK, while the CMS is failing.
// A healthy one is in content-service.test.ts.
describe.each(eachCms())('the content service against %s', (_name, cms) => {
  const { appFor, postRequests } = contentServiceHarness(cms);

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
      // A clock far from zero, as a real one is (lru-cache reads a start time of 0 as "never stale").
      let clock = 1_000;
      const app = await appFor({}, { now: () => clock });
      await app.inject({ url: '/api/posts' });
      cms.mode = 'ok';
      clock += 29_000;
      expect((await app.inject({ url: '/api/posts' })).statusCode).toBe(503);
      expect(postRequests()).toHaveLength(1);
      clock += 1_001;
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
