import { test, expect, gotoHydrated } from './fixtures.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { readClientManifest } from './client-manifest.ts';
import { navLink } from './nav.ts';
import { announcedScripts } from './announced-scripts.ts';
import { waitForHydration } from '../support/hydration.ts';
import { startRewritingProxy } from '../../scripts/bench/rewriting-proxy.ts';

test.describe('hydration and client-side navigation', () => {
  test('a page reached with a query string (a campaign link) hydrates cleanly and keeps the address', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/about?utm_source=newsletter&utm_campaign=q3');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveURL(/\/about\?utm_source=newsletter&utm_campaign=q3$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/about`);
  });

  test('navigates between pages without a full reload', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/');
    await markDocument(page);
    await (await navLink(page, isMobile, 'About')).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle(/About Us/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/about$/);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('the first load', () => {
  // docs/performance.md, "One entry chunk": what the entry imports statically is in its own file.
  test('the entry carries every module it imports statically, so it needs no other chunk to start', () => {
    const entry = readClientManifest()['src/entry-client.tsx'];
    expect(entry?.file).toMatch(/^assets\/entry-client-/);
    expect(entry?.imports ?? []).toEqual([]);
  });

  // docs/performance.md, "The app after the first paint": no script waits for another to arrive before it is asked for.
  test('a first visit fetches each script once, and only scripts the page announced up front', async ({
    page,
    request,
  }) => {
    let scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    for (const path of ['/', '/blog', '/services/ai/agent-development']) {
      const html = await (await request.get(path)).text();
      const { entry, listed } = announcedScripts(html);
      expect(entry).toBeTruthy();
      expect(listed.length).toBeGreaterThan(0);
      scripts = [];
      await gotoHydrated(page, path);
      expect(scripts).toContain(entry);
      expect(scripts.length, path).toBe(new Set(scripts).size);
      expect(
        scripts.filter((script) => script !== entry && !listed.includes(script)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('assets and caching', () => {
  test('hashed assets are cached for a year, HTML is revalidated by browsers, both are compressed', async ({
    request,
  }) => {
    const html = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(html.headers()['content-encoding']).toBe('br');
    const script = /data-entry="(\/assets\/entry-client-[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  // A page from memory carries an ETag (docs/hardening.md, "Pages served from memory"). A desktop context of its
  // own, through the bench's proxy unchanged: the fixtures intercept requests, and Chromium keeps no HTTP cache
  // while a test does; and a browser's events show a revalidated page as the cached 200, the proxy the 304.
  test('a page the browser has is revalidated with a 304, and its scripts, allowed by hash, still run', async ({
    browser,
    baseURL,
  }) => {
    const proxy = await startRewritingProxy(baseURL as string, (html) => html);
    const context = await browser.newContext({ baseURL: proxy.url });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const first = await page.goto('/about');
      expect(first?.headers().etag).toMatch(/^W\/"/);
      await waitForHydration(page);
      await page.reload();
      await waitForHydration(page);
      expect(proxy.answered.filter((answer) => answer.path === '/about')).toEqual([
        { path: '/about', status: 200 },
        { path: '/about', status: 304 },
      ]);
      // The app took over the page from the cache: a link navigates without a page load.
      await markDocument(page);
      await (await navLink(page, false, 'Contact')).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop Guessing - Get Growth Answers Now');
      expect(await isSameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
