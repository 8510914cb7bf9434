import type { Locator, Page } from '@playwright/test';
import { test, expect, afterEntrances, afterFrames, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expectNear, expectPlaceSoon, scrollTop } from './place.ts';
import { holdRequests } from './hold-requests.ts';
import { readClientManifest } from './client-manifest.ts';

// A reader half-way down a long page who follows a link and comes Back, or reloads, is put back where they were.
const LONG_PAGES = ['/services', '/blog/speed-to-lead', '/resources', '/blog'];

/** Scrolls half-way down, as a reader would with the wheel, and returns where the window came to rest. */
async function scrollHalfWay(page: Page) {
  const half = await page.evaluate(() => Math.round((document.documentElement.scrollHeight - innerHeight) / 2));
  expect(half).toBeGreaterThan(400);
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, half);
  await expectPlaceSoon(page, half);
  await afterFrames(page);
  return scrollTop(page);
}

/**
 * The internal link in the page's main content nearest the middle of the window, as a reader half-way down
 * would follow; where none is in view (a post's text), the logo in the fixed header.
 */
async function linkInView(page: Page) {
  const links = page.locator('main a[href^="/"]');
  const index = await links.evaluateAll((elements) => {
    const middle = innerHeight / 2;
    const inView = elements
      .map((element, at) => ({ at, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.top > 80 && box.bottom < innerHeight && box.width > 0);
    inView.sort((a, b) => Math.abs(a.box.top - middle) - Math.abs(b.box.top - middle));
    return inView[0]?.at ?? -1;
  });
  return index >= 0 ? links.nth(index) : page.getByRole('link', { name: 'Growthwise home' });
}

/**
 * Taps the link and returns where the window was at the tap: the place the reader left. Playwright's click scrolls
 * the link into view again when it finds it moving (a section still rising in) under load, and the reader's place
 * is then where that left the window, not where the scroll before had.
 */
async function tapNotingPlace(page: Page, link: Locator) {
  await page.evaluate(() => {
    const noted = window as unknown as { placeAtTap?: number };
    addEventListener('pointerdown', () => (noted.placeAtTap = Math.round(scrollY)), { capture: true, once: true });
  });
  await link.click();
  return page.evaluate(() => (window as unknown as { placeAtTap?: number }).placeAtTap ?? -1);
}

for (const path of LONG_PAGES) {
  test(`Back to ${path} from a link half-way down puts the reader where they were @both`, async ({ page }) => {
    await gotoHydrated(page, path);
    await scrollHalfWay(page);
    // The sections the scroll brought into view rise in; a reader taps a link once it has come to rest.
    await afterEntrances(page);
    const link = await linkInView(page);
    const target = (await link.getAttribute('href')) ?? '/';
    // Back once the page linked to has come (Back before it has: the last test of this file).
    const heading = page.getByRole('heading', { level: 1 });
    const leftHeading = (await heading.textContent()) ?? '';
    const place = await tapNotingPlace(page, link);
    expect(place).toBeGreaterThan(400);
    await expect(page).toHaveURL((url) => url.pathname + url.search === target.split('#')[0]);
    await expect(heading).not.toHaveText(leftHeading);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectPlaceSoon(page, place);
    await afterFrames(page);
    expectNear(await scrollTop(page), place);
  });

  test(`a reload half-way down ${path} comes back there @both`, async ({ page }) => {
    await gotoHydrated(page, path);
    const place = await scrollHalfWay(page);
    await page.reload();
    await waitForHydration(page);
    await expectPlaceSoon(page, place);
    await afterFrames(page);
    expectNear(await scrollTop(page), place);
  });
}

// A reader who changes their mind while the next page is on its way (a busy phone) comes back to their place, not
// to the end of the shorter loading screen (docs/performance.md, "Back through a loading screen").
test('Back while the next page is still loading puts the reader where they were, not where its loading screen left the window @both', async ({
  page,
}) => {
  await gotoHydrated(page, '/services');
  const place = await scrollHalfWay(page);
  // The home page's code is slow to come: its loading screen, shorter than /services, shows meanwhile.
  const home = readClientManifest()['src/routes/index.tsx?tsr-split=component']!.file;
  const release = await holdRequests(page, `**/${home}`);
  await page.getByRole('link', { name: 'Growthwise home' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading page');
  expect(await scrollTop(page)).toBeLessThan(place);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expectPlaceSoon(page, place);
  await afterFrames(page);
  expectNear(await scrollTop(page), place);
  release();
});
