import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';
import { navLink } from './nav.ts';

// After a reload, the pages visited in the site before it are still entries of this document: Back or Forward to
// one of them, taken before the reloaded page hydrates (a second or more on a phone), changes the address and
// nothing else. Before, the page then hydrated against the other address: React error #418, the other page drawn
// over this one, and this one's canonical link left in the head (docs/product.md, "States").

/** Reloads the page with its entry script held on the wire, so it is on the screen and not yet live. */
async function reloadNotYetLive(page: Page) {
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

async function expectPage(page: Page, path: string, heading: RegExp) {
  await waitForHydration(page);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
}

test('Back to a page of the site, taken after a reload and before the page hydrates, shows that page', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/');
  await (await navLink(page, isMobile, 'About')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  const release = await reloadNotYetLive(page);
  await page.goBack({ waitUntil: 'commit' });
  release();
  await expectPage(page, '/', /Get the growth you deserve/);
  // The page is live: its links navigate in the app.
  await (await navLink(page, isMobile, 'Services')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cut Revenue Leaks/);
});

test('Forward, taken the same way, shows the page it leads to', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/');
  await (await navLink(page, isMobile, 'About')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Get the growth you deserve/);
  const release = await reloadNotYetLive(page);
  await page.goForward({ waitUntil: 'commit' });
  release();
  await expectPage(page, '/about', /About Us/);
});
