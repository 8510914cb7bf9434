import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
  it('renders a page once, then serves every visitor the same bytes: no nonce, its inline scripts by hash', async () => {
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer);
    const [a, b] = await Promise.all([cache.get('/', {}), cache.get('/', {})]);
    const c = await cache.get('/', {});
    expect(calls).toEqual(['/']);
    expect(a.body).toBe('<script>render 1</script>');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.scriptHashes).toEqual([createHash('sha256').update('render 1').digest('base64')]);
    expect(gunzipSync(a.encoded!.gzip).toString()).toBe(a.body);
    expect(brotliDecompressSync(a.encoded!.br).toString()).toBe(a.body);
  });

  it("gives a page rendered again with the same content the same validator, whatever the router's load times", async () => {
    // A clock far from zero, as a real one is (lru-cache reads a start time of 0 as "never stale").
    let now = 1_000;
    let loadedAt = 1_795_707_747_820;
    const renderer: PageRenderer = {
      async render({ nonce }) {
        await Promise.resolve();
        const body = `<script nonce="${nonce}">$R[13]={i:"__root__#",u:${(loadedAt += 10_577)},s:"success",ssr:!0}</script>`;
        return { status: 200, headers: new Headers(), body } satisfies RenderedPage;
      },
    };
    const cache = new PageCache(renderer, { freshMs: 100, now: () => now });
    const first = await cache.get('/about', {});
    now = 1_150;
    await cache.get('/about', {});
    await vi.waitFor(async () => expect((await cache.get('/about', {})).body).not.toBe(first.body));
    const second = await cache.get('/about', {});
    expect(second.etag).toBe(first.etag);
    expect(second.scriptHashes).not.toEqual(first.scriptHashes);
  });

  it('refreshes a stale page in the background and purges on demand', async () => {
    // A clock far from zero, as a real one is (lru-cache reads a start time of 0 as "never stale").
    let now = 1_000;
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer, { freshMs: 100, now: () => now });
    await cache.get('/blog', {});
    now = 1_150;
    expect((await cache.get('/blog', {})).body).toContain('render 1');
    // The background refresh is already running: the next call shares it instead of rendering again.
    await vi.waitFor(async () => expect((await cache.get('/blog', {})).body).toContain('render 2'));
    cache.purge();
    expect((await cache.get('/blog', {})).body).toContain('render 3');
    expect(calls).toHaveLength(3);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const { renderer, calls } = fakeRenderer();
    const cache = new PageCache(renderer, { maxEntries: 2 });
    await cache.get('/a', {});
    await cache.get('/b', {});
    await cache.get('/a', {});
    await cache.get('/c', {});
    await cache.get('/a', {});
    await cache.get('/b', {});
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  // A crawler or a scanner walking made-up paths gets a 404 for each; before, 300 of them emptied the cache and
  // every visitor's next page was rendered again.
  it('keeps pages not found apart, so made-up paths never push a real page out of memory', async () => {
    const calls: string[] = [];
    const renderer: PageRenderer = {
      async render({ url }) {
        calls.push(url);
        await Promise.resolve();
        return { status: url.startsWith('/made-up') ? 404 : 200, headers: new Headers(), body: url };
      },
    };
    const cache = new PageCache(renderer, { maxEntries: 2, maxMissing: 2 });
    await cache.get('/a', {});
    await cache.get('/b', {});
    for (let i = 0; i < 10; i += 1) await cache.get(`/made-up-${i}`, {});
    expect((await cache.get('/a', {})).status).toBe(200);
    await cache.get('/b', {});
    expect((await cache.get('/made-up-9', {})).status).toBe(404);
    await cache.get('/made-up-0', {});
    const madeUp = Array.from({ length: 10 }, (_, i) => `/made-up-${i}`);
    expect(calls).toEqual(['/a', '/b', ...madeUp, '/made-up-0']);
  });

  it('serves a page taken down as not found once it is rendered again, and as found when it is back', async () => {
    // A clock far from zero, as a real one is (lru-cache reads a start time of 0 as "never stale").
    let now = 1_000;
    let status = 200;
    const renderer: PageRenderer = {
      async render() {
        await Promise.resolve();
        return { status, headers: new Headers(), body: `status ${status}` };
      },
    };
    const cache = new PageCache(renderer, { freshMs: 100, now: () => now });
    expect((await cache.get('/blog/a-post', {})).status).toBe(200);
    status = 404;
    now = 1_150;
    await cache.get('/blog/a-post', {});
    await vi.waitFor(async () => expect((await cache.get('/blog/a-post', {})).status).toBe(404));
    status = 200;
    now = 1_300;
    await cache.get('/blog/a-post', {});
    await vi.waitFor(async () => expect((await cache.get('/blog/a-post', {})).status).toBe(200));
  });

  it('does not keep a content outage (503)', async () => {
    const { renderer, calls } = fakeRenderer(503);
    const cache = new PageCache(renderer);
    const first = await cache.get('/blog', {});
    await cache.get('/blog', {});
    expect(calls).toHaveLength(2);
    // Sent as it is rendered, compressed per response by the plugin like any other answer.
    expect(first.encoded).toBeUndefined();
  });
});
