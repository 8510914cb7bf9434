import { test, expect, gotoHydrated, afterFrames } from './fixtures.ts';
import type { Locator, Page, Request } from '@playwright/test';
import { navLink } from './nav.ts';
import { refuseThenHold } from './hold-requests.ts';

// A page whose content could not be fetched is shown once and never kept by the router (entry-client.tsx):
// the visitor's next visit asks again (docs/product.md, "States"). A stylesheet that could not be fetched is
// fetched again before the next visit (components/layout/stylesheet-retry.ts).
const FAILED = 'Failed to load blog posts. Please try again later.';

/**
 * Hovers a link, which preloads its page, and waits until that preload has settled: the request to `failing`
 * failed and nothing else is in flight. A click before then would share the preload's outcome.
 */
async function preloadWhileDown(page: Page, link: Locator, failing: RegExp) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const failed = page.waitForEvent('requestfailed', (request) => failing.test(request.url()));
  await link.hover();
  await failed;
  await expect.poll(() => inFlight.size).toBe(0);
  await afterFrames(page);
}

test.describe('a page that failed to load', () => {
  test.beforeEach(({ allowConsoleError }) => allowConsoleError(/ERR_INTERNET_DISCONNECTED|Unable to preload CSS/));

  test('is asked for again on a visit after a preload that failed', async ({ page }) => {
    await gotoHydrated(page, '/about');
    let connected = false;
    await page.route('**/api/posts', (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
    const link = await navLink(page, false, 'Blog');
    await preloadWhileDown(page, link, /\/api\/posts$/);
    await page.mouse.move(0, 600);
    connected = true;
    await link.click();
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('a screen whose stylesheet failed in a preload is styled on the visit', async ({ page }) => {
    await gotoHydrated(page, '/about');
    let connected = false;
    await page.route('**/assets/services-*.css', (route) =>
      connected ? route.continue() : route.abort('internetdisconnected'),
    );
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await preloadWhileDown(page, link, /\/assets\/services-[^/]*\.css$/);
    await page.mouse.move(0, 600);
    connected = true;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cut Revenue Leaks with Growth Consulting');
    // The screen's own sheet (services.css) styles its table of engagement models.
    await expect(page.locator('.engage-table')).toHaveCSS('border-radius', '14px');
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]:not([disabled])')].map((link) => {
        try {
          return `${new URL(link.href).pathname} ${String(link.sheet?.cssRules.length ?? 'none')}`;
        } catch {
          return `${new URL(link.href).pathname} failed`;
        }
      }),
    );
    expect(sheets.filter((sheet) => !/ \d+$/.test(sheet))).toEqual([]);
  });

  test('a click that lands while its preload is failing shows the failed state', async ({ page }) => {
    await gotoHydrated(page, '/about');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posts', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    const link = await navLink(page, false, 'Blog');
    await link.hover();
    await link.click();
    release();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILED);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
  });

  test('Back to it asks again rather than showing the failure first', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/about');
    const posts = await refuseThenHold(page, '**/api/posts');
    await (await navLink(page, isMobile, 'Blog')).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILED);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Us');
    posts.reconnect();
    await page.goForward();
    // The failure is not shown again while the posts are fetched anew.
    await expect(main.getByRole('status')).toHaveText('Loading blog posts');
    await expect(main.getByRole('alert')).toHaveCount(0);
    posts.release();
    await expect(main.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
  });
});
