import { describe, expect, it } from 'vitest';
import { contentServiceHarness, eachCms } from './support/content-cms.ts';

// The content service against each CMS's fake, driven by that CMS's real SDK, when the CMS is healthy.
// A failing one is in content-resilience.test.ts.
describe.each(eachCms())('the content service against %s', (_name, cms) => {
  const { appFor, postRequests } = contentServiceHarness(cms);

  describe('content from a healthy CMS', () => {
    it('answers from the CMS, then from the cache, naming the source', async () => {
      const app = await appFor();
      const first = await app.inject({ url: '/api/posts' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-content-source']).toBe('cms');
      expect((first.json() as { items: { slug: string }[] }).items.map((p) => p.slug)).toEqual([
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
      // A clock far from zero, as a real one is (lru-cache reads a start time of 0 as "never stale").
      let clock = 1_000;
      const app = await appFor({}, { freshMs: 60_000, now: () => clock });
      await app.inject({ url: '/api/posts' });
      cms.setFirstPostTitle('Updated Title');
      clock += 60_001;
      const stale = await app.inject({ url: '/api/posts' });
      expect(stale.headers['x-content-source']).toBe('cache');
      expect(stale.json().items[0].title).toBe('Pricing Experiments That Moved Revenue');
      await expect
        .poll(async () => (await app.inject({ url: '/api/posts' })).json().items[0].title)
        .toBe('Updated Title');
      cms.setFirstPostTitle('Pricing Experiments That Moved Revenue');
    });

    it('uses the built-in resources when the CMS has none', async () => {
      cms.mode = 'empty';
      const app = await appFor();
      const response = await app.inject({ url: '/api/resources' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-source']).toBe('fallback');
      expect(response.json().items).toHaveLength(3);
      const posts = await app.inject({ url: '/api/posts' });
      expect(posts.json()).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
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
});
