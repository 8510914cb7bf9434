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

test('sections a reader scrolled past before the page hydrated stay as drawn; only those below wait to reveal', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/entry-client-*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const half = await page.evaluate(() => Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2));
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, half);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(half);
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
