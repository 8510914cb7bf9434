import { describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../server/render/page-cache.ts';
import type { PageRenderer, RenderedPage } from '../../server/render/page-renderer.ts';

function fakeRenderer(status = 200) {
  const calls: string[] = [];
  const renderer: PageRenderer = {
    async render({ url, nonce }) {
      calls.push(url);
      // Asynchronous like a real render, without waiting on the clock.
      await Promise.resolve();
      return {
        status,
        headers: new Headers({ 'content-type': 'text/html' }),
        body: `<script nonce="${nonce}">render ${calls.length}</script>`,
      } satisfies RenderedPage;
    },
  };
  return { renderer, calls };
}

describe('PageCache', () => {
  it('renders a page once, then serves it from memory with each response nonce', async () => {
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer);
    const [a, b] = await Promise.all([cache.get('/', {}, 'nonce-a'), cache.get('/', {}, 'nonce-b')]);
    const c = await cache.get('/', {}, 'nonce-c');
    expect(calls).toEqual(['/']);
    expect(a.body).toBe('<script nonce="nonce-a">render 1</script>');
    expect(b.body).toBe('<script nonce="nonce-b">render 1</script>');
    expect(c.body).toBe('<script nonce="nonce-c">render 1</script>');
  });

  it('refreshes a stale page in the background and purges on demand', async () => {
    let now = 0;
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer, { freshMs: 100, now: () => now });
    await cache.get('/blog', {}, 'n');
    now = 150;
    expect((await cache.get('/blog', {}, 'n')).body).toContain('render 1');
    // The background refresh is already running: the next call shares it instead of rendering again.
    await vi.waitFor(async () => expect((await cache.get('/blog', {}, 'n')).body).toContain('render 2'));
    cache.purge();
    expect((await cache.get('/blog', {}, 'n')).body).toContain('render 3');
    expect(calls).toHaveLength(3);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer, { maxEntries: 2 });
    await cache.get('/a', {}, 'n');
    await cache.get('/b', {}, 'n');
    await cache.get('/a', {}, 'n');
    await cache.get('/c', {}, 'n');
    await cache.get('/a', {}, 'n');
    await cache.get('/b', {}, 'n');
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not keep a content outage (503)', async () => {
    const { renderer, calls } = fakeRenderer(503);
    const cache = new PageCache(renderer);
    await cache.get('/blog', {}, 'n');
    await cache.get('/blog', {}, 'n');
    expect(calls).toHaveLength(2);
  });
});
