import type { Page } from '@playwright/test';
import { test, expect, afterFrames, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expectNear, expectPlaceSoon, scrollTop } from './place.ts';

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

/** The internal link nearest the middle of the window, inside the page's main content. */
async function linkInView(page: Page) {
  const href = await page.locator('main a[href^="/"]').evaluateAll((links) => {
    const middle = innerHeight / 2;
    const visible = links
      .map((link) => ({ href: link.getAttribute('href'), box: link.getBoundingClientRect() }))
      .filter(({ box }) => box.top > 80 && box.bottom < innerHeight && box.width > 0);
    visible.sort((a, b) => Math.abs(a.box.top - middle) - Math.abs(b.box.top - middle));
    return visible[0]?.href ?? null;
  });
  expect(href, 'a link in view half-way down').not.toBeNull();
  return page.locator(`main a[href="${href}"]`).first();
}

for (const path of LONG_PAGES) {
  test(`Back to ${path} from a link half-way down puts the reader where they were @both`, async ({ page }) => {
    await gotoHydrated(page, path);
    const place = await scrollHalfWay(page);
    const link = await linkInView(page);
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target?.split('#')[0]}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
