import { test, expect, gotoHydrated } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { navLink } from './nav.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { refuseThenHold } from './hold-requests.ts';

// Back to a page left by a full navigation (an outside link, the address bar) is instant on a phone when the
// browser keeps the page in its back/forward cache, and Chrome and Safari do unless the page opts out
// (`Cache-Control: no-store`, an `unload` handler, an open connection...). Playwright turns that cache off
// by default; this file turns it back on (docs/performance.md, "Back, from the browser's memory").
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const PAGES = ['/', '/services', '/about', '/resources', '/resources/growth-playbook', '/blog', '/blog/speed-to-lead'];

/** Marks the live document, leaves it by a full navigation, goes Back: the mark survives only a restore. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    (window as { __leftAt?: number }).__leftAt = 1;
    addEventListener('pageshow', (event) => ((window as { __restored?: boolean }).__restored = event.persisted));
  });
  await page.goto(new URL('/robots.txt', page.url()).href);
  // A restored page fires no load event, so only the navigation's commit is waited for.
  await page.goBack({ waitUntil: 'commit' });
  return page.evaluate(() => ({
    sameDocument: (window as { __leftAt?: number }).__leftAt === 1,
    restored: (window as { __restored?: boolean }).__restored === true,
  }));
}

test.describe('Back to a page left for another site', () => {
  test('restores every kind of page from the back/forward cache', async ({ page }) => {
    // Every kind of page, each loaded, left and come back to: most of the default 30 s on a slow machine.
    test.slow();
    for (const path of [...PAGES, '/contact']) {
      await gotoHydrated(page, path);
      expect(await leaveAndComeBack(page), path).toEqual({ sameDocument: true, restored: true });
    }
  });

  test('keeps what a visitor typed into the contact form', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name *').fill('Ada Lovelace');
    await page.getByLabel("Main challenge you're trying to solve *").fill('Our trial-to-paid conversion dropped.');
    expect(await leaveAndComeBack(page)).toEqual({ sameDocument: true, restored: true });
    await expect(page.getByLabel('Name *')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel("Main challenge you're trying to solve *")).toHaveValue(
      'Our trial-to-paid conversion dropped.',
    );
  });

  test('asks again for a page restored in its failed state', async ({ page, isMobile, allowConsoleError }) => {
    allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    await gotoHydrated(page, '/about');
    const posts = await refuseThenHold(page, '**/api/posts');
    await (await navLink(page, isMobile, 'Blog')).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('Failed to load blog posts. Please try again later.');
    posts.reconnect();
    expect(await leaveAndComeBack(page)).toEqual({ sameDocument: true, restored: true });
    // The failure is not shown again while the posts are fetched anew, as on Back within the site.
    await expect(main.getByRole('status')).toHaveText('Loading blog posts');
    await expect(main.getByRole('alert')).toHaveCount(0);
    posts.release();
    await expect(main.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
  });

  test('loads anew a page the server answered in its failed state', async ({ page, allowConsoleError }) => {
    // The server answers such a page with 503, and browsers keep only pages answered with success.
    allowConsoleError(/status of 503/);
    const response = await gotoHydrated(page, `${serverUrl(STACK.cmsDown)}/blog`);
    expect(response?.status()).toBe(503);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/blog');
    expect(await leaveAndComeBack(page)).toEqual({ sameDocument: false, restored: false });
    await asked;
  });
});
