import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { ROUTES } from './routes.ts';

// Nothing is cut off: no box that hides its overflow (a card with rounded corners, a table) holds more than
// it shows, at a phone's, a tablet's and two laptops' widths, with the site's own spacing and with the
// spacing a reader may set (WCAG 1.4.12: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words
// 0.16 em). Nor does the page then scroll sideways.
const WIDTHS = [320, 768, 1024, 1280];
const READER_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** Boxes that hide overflow and cut some of their content off, and how far the page scrolls sideways. */
function cutOff(page: Page) {
  return page.evaluate(() => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const clipped = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.clientWidth > 1 && el.clientHeight > 1) // a visually hidden label is 1 px on purpose
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') return false;
        return (
          (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      );
    const root = document.scrollingElement!;
    return { clipped, sideways: root.scrollWidth - root.clientWidth };
  });
}

test.describe('nothing is cut off, with any text spacing @desktop', () => {
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
