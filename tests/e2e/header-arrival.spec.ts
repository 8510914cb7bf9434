import type { Page } from '@playwright/test';
import { test, expect, afterFrames } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';

// A page opened far down (a reload at the bottom, a #hash) shows the compact header from its first frame at that
// place, while the app is still on its way: on a phone that is a second or more before hydration. The entry script
// is held on the wire meanwhile (docs/performance.md, "The header from the first frame").

type Frame = { y: number; height: number; animating: boolean };

/** Records, on every frame from the document's start, where the window is and how tall the header's bar is drawn. */
async function recordHeaderFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    Object.assign(window, { headerFrames: frames });
    const tick = () => {
      const bar = document.querySelector('.site-header__inner');
      if (bar)
        frames.push({
          y: window.scrollY,
          height: bar.getBoundingClientRect().height,
          animating: document.querySelector('.site-header')?.getAnimations({ subtree: true }).length !== 0,
        });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const framesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { headerFrames: Frame[] }).headerFrames);

/** The bar's two heights, from the design tokens at this width. */
const barHeights = (page: Page) =>
  page.evaluate(() => {
    const tokens = getComputedStyle(document.documentElement);
    return {
      tall: parseFloat(tokens.getPropertyValue('--header-height')),
      compact: parseFloat(tokens.getPropertyValue('--header-height-compact')),
    };
  });

/** Every frame drawn more than 50 px down had the compact bar, and none was part of an ease between the two. */
async function expectCompactWhereverDown(page: Page) {
  const { compact } = await barHeights(page);
  const frames = await framesSoFar(page);
  const down = frames.filter((frame) => frame.y > 50);
  expect(down.length, 'frames drawn far down').toBeGreaterThan(0);
  expect(down.filter((frame) => frame.height !== compact || frame.animating)).toEqual([]);
}

test('a first visit to a #hash far down the page has the compact header from its first frame there', async ({
  page,
}) => {
  await recordHeaderFrames(page);
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto('/services#ai', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await afterFrames(page);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expectCompactWhereverDown(page);
  await expect(page.locator('html')).toHaveAttribute('data-scrolled', '');

  // A reader who goes back to the top before the app has loaded gets the full header there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('html')).not.toHaveAttribute('data-scrolled');
  const { tall } = await barHeights(page);
  await expect
    .poll(() => page.locator('.site-header__inner').evaluate((bar) => bar.getBoundingClientRect().height))
    .toBe(tall);
  release();
  await waitForHydration(page);
});

test('a reload at the bottom of a page has the compact header from its first frame, and it eases once live', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  // The scroll event, with the next frame: the router saves the place only of a window it has seen scroll.
  await afterFrames(page);
  await recordHeaderFrames(page);
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await afterFrames(page);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expectCompactWhereverDown(page);

  // Once the page is live, going up past 50 px eases the bar to its full height rather than switching it. The
  // page itself reports the transition: the ease lasts 0.3 s, which polling from the test can miss on a busy
  // machine.
  release();
  await waitForHydration(page);
  const eased = await page.locator('.site-header__inner').evaluate(
    (bar) =>
      new Promise<string>((resolve) => {
        bar.addEventListener('transitionrun', (event) => resolve((event as TransitionEvent).propertyName), {
          once: true,
        });
        window.scrollTo({ top: 0, behavior: 'instant' });
        setTimeout(() => resolve('none within 5 s'), 5_000);
      }),
  );
  expect(eased).toBe('height');
});
