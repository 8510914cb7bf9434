import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';

// The smallest phones are 320 px wide, and so is a desktop page zoomed to 400 % (WCAG 1.4.10, reflow):
// every page reads there without scrolling sideways. A wide table may scroll inside its own box.
test.describe('reflow at 320 px @mobile', () => {
  for (const route of ROUTES) {
    test(`${route.path} never scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, route.path);
      await page.evaluate(() => document.fonts.ready);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth).toBe(clientWidth);
    });
  }
});
