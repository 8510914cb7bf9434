import { test, expect, afterFrames } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { holdRequests } from './hold-requests.ts';

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
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(landed + 400);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await waitForHydration(page);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
}
