import type { Page } from '@playwright/test';
import { test, expect, afterFrames, gotoHydrated } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';
import { expectNear, expectPlaceSoon, scrollTop } from './place.ts';

// On a phone a page is on the screen a second or more before it hydrates, and a reader scrolls in that time. The
// server's HTML places the window as it is parsed; hydrating a new visit leaves it where the reader took it
// (docs/performance.md, "Scrolling before hydration"). The entry script is held on the wire meanwhile.
for (const path of ['/about', '/services#ai']) {
  test(`a reader who scrolls ${path} before it hydrates stays where they scrolled to`, async ({ page }) => {
    const release = await holdRequests(page, '**/assets/entry-client-*.js');
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const hash = path.split('#')[1];
    // A #hash lands on its section, 120 px below the top, as the HTML is parsed.
    if (hash)
      await expect
        .poll(() => page.locator(`#${hash}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(120);
    const landed = await page.evaluate(() => window.scrollY);
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 400);
    await expectPlaceSoon(page, landed + 400);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await waitForHydration(page);
    await afterFrames(page);
    expectNear(await scrollTop(page), scrolled);
  });
}

test('sections a reader scrolled past before the page hydrated stay as drawn; only those below wait to reveal', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const half = await page.evaluate(() => Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, half);
  await expectPlaceSoon(page, half);
  release();
  await waitForHydration(page);
  // The sections below have had the observer's first report (they wait); those above have had theirs too.
  await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached();
  await afterFrames(page);
  const sections = await page.locator('[data-reveal]').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const where = box.bottom <= 0 ? 'above' : box.top >= window.innerHeight ? 'below' : 'on screen';
      return { where, state: el.getAttribute('data-reveal'), opacity: getComputedStyle(el).opacity };
    }),
  );
  expect(sections.filter((section) => section.where === 'above').length).toBeGreaterThan(0);
  for (const section of sections) {
    if (section.where === 'below') expect(section).toEqual({ where: 'below', state: 'waiting', opacity: '0' });
    else expect(section).toEqual({ where: section.where, state: 'static', opacity: '1' });
  }
});

// A reload (or Back without the back/forward cache) opens where the reader was, and the router places the window
// there again when the page hydrates. A reader who has scrolled on by then has taken the page over: the window
// stays where they took it.
async function reloadMidPage(page: Page, held: RegExp[]) {
  await gotoHydrated(page, '/about');
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 800);
  await expectPlaceSoon(page, 800);
  // The scroll event, with the next frame: the router saves the place only of a window it has seen scroll.
  await afterFrames(page);
  const releases = await Promise.all(
    [/\/assets\/entry-client-[\w-]+\.js$/, ...held].map((url) => holdRequests(page, url)),
  );
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expectPlaceSoon(page, 800);
  return releases;
}

/** The window's place once a scroll has ended (the browser animates a key's or a wheel's). */
const settledScroll = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still === 10) resolve(last);
          else requestAnimationFrame(frame);
        };
        frame();
      }),
  );

const scrollOn = {
  wheel: async (page: Page) => {
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 400);
  },
  keyboard: (page: Page) => page.keyboard.press('PageDown'),
};

// The router saves the window's place when the page is left only if it has seen the window scroll since its last
// render: a reader who scrolled only before that was sent to the top by a reload or a Back (about 1,500 px on
// /about came back at 0, at both widths), and on a slow phone the router's first render can end after the reader
// has scrolled.
for (const how of ['reload', 'Back from another site', 'Back from a page of the site'] as const) {
  test(`a reader who scrolled before the page was live, and not since, comes back there on a ${how}`, async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/assets/entry-client-*.js');
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 1_500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    // Where the wheel left it once the brand font is in: its arrival can move the window a line (27 px at 1280 px),
    // as scroll anchoring keeps the text in place.
    await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('1em Outfit Variable'));
    const scrolled = await settledScroll(page);
    release();
    await waitForHydration(page);
    await afterFrames(page);
    expectNear(await scrollTop(page), scrolled);
    if (how === 'reload') {
      await page.reload();
    } else if (how === 'Back from another site') {
      await page.goto('/robots.txt');
      await page.goBack();
    } else {
      await page.getByRole('link', { name: 'Growthwise home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the growth you deserve');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    }
    await waitForHydration(page);
    await afterFrames(page);
    expectNear(await scrollTop(page), scrolled);
  });
}

for (const [how, scroll] of Object.entries(scrollOn)) {
  test(`a reader who reloads /about mid-page and scrolls on with the ${how} before it hydrates stays there`, async ({
    page,
  }) => {
    const [releaseEntry] = await reloadMidPage(page, []);
    await scroll(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    const scrolled = await settledScroll(page);
    releaseEntry!();
    await waitForHydration(page);
    await afterFrames(page);
    expectNear(await scrollTop(page), scrolled);
  });
}

test('a reader who scrolls on through a reloaded page before the brand font comes keeps the lines they read in place', async ({
  page,
}) => {
  // At 1,280 px the brand font sets /about's text 26 to 28 px shorter above the window (at 375 px it moves
  // nothing). The browser's scroll anchoring keeps the reader's lines still; on a reload it is off until the
  // page is live, for the router's return, unless the reader has taken over.
  const [releaseEntry, releaseFont] = await reloadMidPage(page, [/\.woff2$/]);
  const brandFontIn = () => page.evaluate(() => document.fonts.check('1em "Outfit Variable"'));
  expect(await brandFontIn()).toBe(false);
  await scrollOn.wheel(page);
  await expectPlaceSoon(page, 1_200);
  const linesInView = () =>
    page
      .locator('main h2, main h3, main p')
      .evaluateAll((elements) =>
        elements
          .map((element) => Math.round(element.getBoundingClientRect().top))
          .filter((top) => top > 100 && top < window.innerHeight),
      );
  const before = await linesInView();
  expect(before.length).toBeGreaterThan(2);
  expect(await brandFontIn()).toBe(false);
  releaseFont!();
  await expect.poll(brandFontIn).toBe(true);
  await afterFrames(page);
  const after = await linesInView();
  expect(after.length).toBe(before.length);
  after.forEach((top, index) => expect(Math.abs(top - before[index]!)).toBeLessThanOrEqual(1));
  const kept = await page.evaluate(() => window.scrollY);
  releaseEntry!();
  await waitForHydration(page);
  await afterFrames(page);
  expectNear(await scrollTop(page), kept);
});
