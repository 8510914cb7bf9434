import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { ROUTES } from './routes.ts';
import { weakFocusRings } from './focus-rings.ts';
import { atLiveMark, recordAtLiveMark } from './live-mark.ts';
import { smallTargets } from './touch-targets.ts';
import { cutOff } from './cut-off.ts';
import { fits, layoutAt } from './text-size-layout.ts';

// Every route, once at a desk and once on a phone: one visit carries all of a page's own checks, since on
// these machines a visit costs more than the checks. With reduced motion, so that axe judges each section as
// it settles instead of waiting for it to rise in (what moves is tested in layout.spec.ts and
// scroll-arrival.spec.ts).
test.use({ reducedMotion: 'reduce' });

/**
 * Nothing is cut off: no box that hides its overflow (a card with rounded corners, a table) holds more than it
 * shows, at a phone's, a tablet's and two laptops' widths, with the site's own spacing and with the spacing a
 * reader may set (WCAG 1.4.12: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em). Nor
 * does the page then scroll sideways.
 */
const SPACING_WIDTHS = [320, 768, 1024, 1280];
const READER_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** Touch targets are at least 44 px on a touch screen, phone or tablet (docs/product.md). */
const TOUCH_WIDTHS = [375, 768, 1024];

for (const route of ROUTES) {
  test(`${route.path} at a desk hydrates cleanly, passes axe, cuts nothing off with any text spacing or size, and every focus ring stands out 3:1`, async ({
    page,
  }) => {
    await gotoHydrated(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading);
    await expectNoAxeViolations(page);

    await page.evaluate(() => document.fonts.ready);
    const found: Record<string, Awaited<ReturnType<typeof cutOff>>> = {};
    const nothing: typeof found = {};
    for (const spacing of ['site', 'reader']) {
      const sheet = spacing === 'reader' ? await page.addStyleTag({ content: READER_SPACING }) : null;
      for (const width of SPACING_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        found[`${spacing} spacing, ${width} px`] = await cutOff(page);
        nothing[`${spacing} spacing, ${width} px`] = { clipped: [], sideways: 0 };
      }
      await sheet?.evaluate((el) => el.parentNode?.removeChild(el));
    }
    expect(found).toEqual(nothing);

    // After a Tab the browser shows the ring as for a keyboard (focus-rings.ts).
    await page.keyboard.press('Tab');
    expect(await weakFocusRings(page)).toEqual([]);

    // Chrome's Settings > Appearance > Font size: "Very large" is 24 px, and "Customize fonts" goes further. The
    // em breakpoints give larger text the narrower layout: at 32 px a 1,280 px window holds 40em, the phone's
    // layout, not a nav that no longer fits; and at 320 px nothing scrolls sideways (docs/product.md, "Text
    // size"). The browser applies the setting to the open page, as it does when a reader changes it.
    const cdp = await page.context().newCDPSession(page);
    const sized: Record<string, Awaited<ReturnType<typeof layoutAt>>> = {};
    for (const px of [24, 32]) {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
      await page.evaluate(() => document.fonts.ready);
      for (const width of [320, 1024, 1280]) sized[`${px} px, ${width} px wide`] = await layoutAt(page, width);
    }
    expect(sized).toEqual({
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

  test(`${route.path} on a phone is live only once its controls are, passes axe, fits 320 px and has 44 px targets @mobile`, async ({
    page,
  }) => {
    await recordAtLiveMark(page);
    await page.goto(route.path);
    await waitForHydration(page);
    const atMark = await atLiveMark(page);
    expect(atMark?.controls).toBeGreaterThan(0);
    expect(atMark?.inert).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading);
    await expectNoAxeViolations(page);

    // The smallest phones are 320 px wide, and so is a desktop page zoomed to 400 % (WCAG 1.4.10, reflow):
    // nothing scrolls sideways (a wide table may scroll inside its own box).
    await page.setViewportSize({ width: 320, height: 640 });
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth),
    ).toBe(0);

    // A link inside a sentence is exempt, as in WCAG 2.5.5: its height is the line's.
    const small: Record<number, unknown[]> = {};
    for (const width of TOUCH_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      small[width] = await smallTargets(page, 'body');
    }
    expect(small).toEqual(Object.fromEntries(TOUCH_WIDTHS.map((width) => [width, []])));
  });
}
