import type { Page } from '@playwright/test';
import { test, expect, afterFrames, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';
import { expectNear, expectPlaceSoon, scrollTop } from './place.ts';

// A page that opens at a place (a reload, a #hash from another site, a link to another page's section) lands
// there; it does not set off from the top and glide down. The page's CSS glides only once the page is live
// (docs/performance.md, "Arriving where the page was").

/** Every place the window is scrolled to from the start of each document the page loads. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const scrolls: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = scrolls;
    addEventListener('scroll', () => scrolls.push(Math.round(window.scrollY)), { capture: true, passive: true });
  });
  return {
    seen: () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls),
    clear: () => page.evaluate(() => void (window as unknown as { scrolls: number[] }).scrolls.splice(0)),
  };
}

/** Scrolls to the very bottom of the page and returns that place. */
async function scrollToBottom(page: Page) {
  const bottom = await page.evaluate(() => {
    const y = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: y, behavior: 'instant' });
    return y;
  });
  await expectPlaceSoon(page, bottom);
  // scrollY moves at once, but the scroll event comes with the next frame, and the router only saves the place of
  // a window it has seen scroll: a reload before that frame finds no place saved and is sent to the top.
  await afterFrames(page);
  return bottom;
}

/** Waits for the section to sit 120 px below the top (the scroll padding) and returns the window's place. */
async function landedOn(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(120);
  await afterFrames(page);
  return page.evaluate(() => window.scrollY);
}

/** Each place is at or below the one before: the window only ever moves on towards where it lands. */
const alwaysOnwards = (scrolls: number[]) => scrolls.every((y, i) => i === 0 || y >= scrolls[i - 1]! - 2);

test('a reload at the very bottom of a page comes back to the bottom without passing through the top', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const bottom = await scrollToBottom(page);
  expect(bottom).toBeGreaterThan(1500);
  const scrolls = await recordScrolls(page);
  await page.reload();
  await waitForHydration(page);
  await afterFrames(page);
  const seen = await scrolls.seen();
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.min(...seen)).toBeGreaterThan(bottom / 2);
  expect(alwaysOnwards(seen), `scrolled through ${seen.join(', ')}`).toBe(true);
  expectNear(await scrollTop(page), bottom);
});

// The brand font reaching a reloaded page late, after the page is laid out in the fallback (on a phone slow to
// read its cache, or by chance: one reload in about twenty here), made certain by holding its file back.
for (const when of ['before', 'after'] as const) {
  test(`a reload that gets the brand font ${when} the page is live stays at the bottom`, async ({ page }) => {
    await gotoHydrated(page, '/about');
    const bottom = await scrollToBottom(page);
    const scrolls = await recordScrolls(page);
    const releaseFont = await holdRequests(page, /\.woff2$/);
    const releasePage = when === 'before' ? await holdRequests(page, /\/assets\/about-[\w-]+\.js$/) : () => {};
    await page.reload({ waitUntil: 'domcontentloaded' });
    if (when === 'after') await waitForHydration(page);
    await afterFrames(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(when === 'after');
    expectNear(await scrollTop(page), bottom, 'in the fallback font');
    // The router has started (it keeps the browser from placing the page again), the page is not live yet.
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    releaseFont();
    await page.waitForFunction(() => document.readyState === 'complete' && document.fonts.status === 'loaded');
    await afterFrames(page);
    expectNear(await scrollTop(page), bottom, 'in the brand font');
    releasePage();
    await waitForHydration(page);
    await afterFrames(page);
    const seen = await scrolls.seen();
    expect(alwaysOnwards(seen), `scrolled through ${seen.join(', ')}`).toBe(true);
    expectNear(await scrollTop(page), bottom);
  });
}

test('a first visit to /services#ai opens on the section, not on the top of the page gliding down to it', async ({
  page,
}) => {
  const scrolls = await recordScrolls(page);
  await gotoHydrated(page, '/services#ai');
  await afterFrames(page);
  const section = await page.locator('section#ai').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  expect(section).toBe(120);
  const landed = await page.evaluate(() => window.scrollY);
  const seen = await scrolls.seen();
  expect(seen.length).toBeGreaterThan(0);
  expect(
    seen.every((y) => y > landed / 2),
    `scrolled through ${seen.join(', ')}`,
  ).toBe(true);
  expect(alwaysOnwards(seen), `scrolled through ${seen.join(', ')}`).toBe(true);
});

test('the breadcrumb to /services#ai opens /services on the section at once', async ({ page }) => {
  const scrolls = await recordScrolls(page);
  await gotoHydrated(page, '/services/ai/agent-development');
  await afterFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await scrolls.clear();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'AI Solutions' }).click();
  await expect(page).toHaveURL(/\/services#ai$/);
  const landed = await landedOn(page, 'section#ai');
  const seen = await scrolls.seen();
  expect(
    seen.filter((y) => y !== 0 && y !== landed),
    `scrolled through ${seen.join(', ')}`,
  ).toEqual([]);
});

test("the footer's Careers, which redirects to /about#who-we-are, opens that page on the section at once", async ({
  page,
}) => {
  const scrolls = await recordScrolls(page);
  await gotoHydrated(page, '/');
  const footer = await scrollToBottom(page);
  await scrolls.clear();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/about#who-we-are$/);
  const landed = await landedOn(page, '#who-we-are');
  const seen = await scrolls.seen();
  // Straight there. One stop on the way is allowed: a loading screen, shorter than the home page, clamps the
  // window if /about's code or data take longer than the router waits before showing it. A glide is dozens.
  expect(
    seen.filter((y) => y !== footer && y !== landed).length,
    `scrolled through ${seen.join(', ')}`,
  ).toBeLessThanOrEqual(1);
});

test('a button of the services page still glides to its section on the same page', async ({ page }) => {
  const scrolls = await recordScrolls(page);
  await gotoHydrated(page, '/services');
  await afterFrames(page);
  await page
    .getByRole('navigation', { name: 'Service areas' })
    .getByRole('link', { name: 'Sales', exact: true })
    .click();
  await expect(page).toHaveURL(/\/services#sales$/);
  const landed = await landedOn(page, 'section#sales');
  const seen = await scrolls.seen();
  // On its way: places between the top and the section, in order.
  expect(seen.filter((y) => y > 0 && y < landed).length, `scrolled through ${seen.join(', ')}`).toBeGreaterThan(1);
  expect(alwaysOnwards(seen)).toBe(true);
});
