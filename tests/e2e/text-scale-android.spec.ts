import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';
import { fits, layoutAt } from './text-size-layout.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

// Android's font size setting goes up to 200 %. Chrome applies it to a page that asks for it with
// <meta name="text-scale" content="scale"> (without it the page stays at 16 px); this flag is that setting,
// in a browser of its own for this file. The em breakpoints then give the phone's layout even to a tablet
// (1,024 px is 32em of such text), and nothing may scroll sideways or be cut off (docs/product.md, "Text size").
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--blink-settings=accessibilityFontScaleFactor=2'],
  },
});

// Four routes a test: a page costs more to open than to measure.
for (let first = 0; first < ROUTES.length; first += 4) {
  const routes = ROUTES.slice(first, first + 4);
  test(`${routes.map((route) => route.path).join(', ')} at Android's 200 % on phones and a tablet @mobile`, async ({
    page,
  }) => {
    for (const route of routes) {
      await gotoHydrated(page, route.path);
      await page.evaluate(() => document.fonts.ready);
      const found: Record<number, Awaited<ReturnType<typeof layoutAt>>> = {};
      for (const width of [360, 412, 1024]) found[width] = await layoutAt(page, width);
      expect(found, route.path).toEqual({ 360: fits('32px', true), 412: fits('32px', true), 1024: fits('32px', true) });
    }
  });
}
