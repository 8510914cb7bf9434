import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';
import { fits, layoutAt } from './text-size-layout.ts';

// Chrome's Settings > Appearance > Font size: "Very large" is 24 px, and "Customize fonts" goes further. The
// em breakpoints give larger text the narrower layout: at 32 px a 1,280 px window holds 40em, the phone's
// layout, not a nav that no longer fits; and at 320 px nothing scrolls sideways (docs/product.md, "Text size").
for (const route of ROUTES) {
  test(`${route.path} with the browser's font at 24 and 32 px`, async ({ page }) => {
    const found: Record<string, Awaited<ReturnType<typeof layoutAt>>> = {};
    for (const px of [24, 32]) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
      await gotoHydrated(page, route.path);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [320, 1024, 1280]) found[`${px} px, ${width} px wide`] = await layoutAt(page, width);
      await cdp.detach();
    }
    expect(found).toEqual({
      // On the smallest phone too: a word longer than the line breaks inside its button, and buttons in a row
      // wrap, rather than the page scrolling sideways (beyond WCAG's 200 % at 320 px, which 32 px is).
      '24 px, 320 px wide': fits('24px', true),
      '32 px, 320 px wide': fits('32px', true),
      // At 24 px, 1,024 px is 42.7em (below 48em: the phone's layout) and 1,280 px is 53.3em (the nav).
      '24 px, 1024 px wide': fits('24px', true),
      '24 px, 1280 px wide': fits('24px', false),
      '32 px, 1024 px wide': fits('32px', true),
      '32 px, 1280 px wide': fits('32px', true),
    });
  });
}
