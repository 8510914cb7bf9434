import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';
import { cutOff } from './cut-off.ts';

// Nothing is cut off: no box that hides its overflow (a card with rounded corners, a table) holds more than
// it shows, at a phone's, a tablet's and two laptops' widths, with the site's own spacing and with the
// spacing a reader may set (WCAG 1.4.12: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words
// 0.16 em). Nor does the page then scroll sideways.
const WIDTHS = [320, 768, 1024, 1280];
const READER_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

test.describe('nothing is cut off, with any text spacing', () => {
  for (const route of ROUTES) {
    test(`${route.path} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await gotoHydrated(page, route.path);
      await page.evaluate(() => document.fonts.ready);
      const found: Record<string, Awaited<ReturnType<typeof cutOff>>> = {};
      const nothing: typeof found = {};
      for (const spacing of ['site', 'reader']) {
        const sheet = spacing === 'reader' ? await page.addStyleTag({ content: READER_SPACING }) : null;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          found[`${spacing} spacing, ${width} px`] = await cutOff(page);
          nothing[`${spacing} spacing, ${width} px`] = { clipped: [], sideways: 0 };
        }
        await sheet?.evaluate((el) => el.parentNode?.removeChild(el));
      }
      expect(found).toEqual(nothing);
    });
  }
});
