import { test, expect, gotoHydrated } from './fixtures.ts';

// From 48em the header holds the logo, the five links and "Let's talk" in one row. Between 48em and 64em (a
// tablet held upright, 768 to 1,023 px at 16 px) that row is narrow: each of them stays on one line, at the
// default text size and at Chrome's "Very large" (24 px), where 48em is 1,152 px.
const ROW = '.site-header__logo, .site-nav__link, .site-header__cta';

for (const [px, widths] of [
  [16, [768, 800, 834, 864, 1024]],
  [24, [1152, 1200, 1280, 1400, 1536]],
] as const) {
  test(`the header's row keeps every item on one line at ${px} px text, from 48em`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
    await gotoHydrated(page, '/');
    await page.evaluate(() => document.fonts.ready);
    const lines: Record<number, Record<string, number>> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // The lines each item's text is laid out on (its text only: the logo's mark is taller than its word).
      lines[width] = await page.locator(ROW).evaluateAll((items) =>
        Object.fromEntries(
          items.map((item) => {
            const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
            const tops = new Set<number>();
            for (let node = texts.nextNode(); node; node = texts.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            }
            return [item.textContent!.trim(), tops.size];
          }),
        ),
      );
    }
    const oneLine = Object.fromEntries(Object.keys(lines[widths[0]]!).map((text) => [text, 1]));
    expect(Object.keys(oneLine)).toHaveLength(7);
    expect(lines).toEqual(Object.fromEntries(widths.map((width) => [width, oneLine])));
  });
}
