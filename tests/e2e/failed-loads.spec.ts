import { test, expect, gotoHydrated, afterFrames } from './fixtures.ts';
import type { Page } from '@playwright/test';

// A page whose content could not be fetched is shown once and never kept by the router (entry-client.tsx):
// the visitor's next visit asks again (docs/product.md, "States").
const FAILED = 'Failed to load blog posts. Please try again later.';

async function blogLink(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' }).getByRole('link', { name: 'Blog' });
}

test.describe('a page that failed to load', () => {
  test.beforeEach(({ allowConsoleError }) => allowConsoleError(/ERR_INTERNET_DISCONNECTED/));

  test('is asked for again on a visit after a preload that failed @desktop', async ({ page }) => {
    await gotoHydrated(page, '/about');
    let connected = false;
    await page.route('**/api/posts', (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
    const link = await blogLink(page, false);
    // Hovering preloads the page (its data and its script) while the connection is down. A click before the
    // preload has settled would share its outcome, so the test lets it settle.
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    const dataFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/posts'));
    await link.hover();
    await dataFailed;
    await expect.poll(() => inFlight).toBe(0);
    await afterFrames(page);
    await page.mouse.move(0, 600);
    connected = true;
    await link.click();
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('a click that lands while its preload is failing shows the failed state @desktop', async ({ page }) => {
    await gotoHydrated(page, '/about');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posts', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    const link = await blogLink(page, false);
    await link.hover();
    await link.click();
    release();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILED);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
  });

  test('Back to it asks again rather than showing the failure first', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/about');
    let connected = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posts', async (route) => {
      if (!connected) return route.abort('internetdisconnected');
      await held;
      return route.continue();
    });
    await (await blogLink(page, isMobile)).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILED);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Us');
    connected = true;
    await page.goForward();
    // The failure is not shown again while the posts are fetched anew.
    await expect(main.getByRole('status')).toHaveText('Loading blog posts');
    await expect(main.getByRole('alert')).toHaveCount(0);
    release();
    await expect(main.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
  });
});
