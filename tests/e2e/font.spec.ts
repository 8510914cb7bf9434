import { test, expect, gotoHydrated } from './fixtures.ts';
import { faceStatus, fontsOf, holdWebFonts } from './font-swap.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';

// The brand's font shows on a first visit too, even when it arrives late: swap, over a local fallback sized
// to match (src/styles/font.css, docs/performance.md). Chromium says which font really drew a node.
// font-android.spec.ts does the same on a phone with Android's fonts.

test.describe('the brand font', () => {
  test('a first visit draws the fallback at once, then Outfit when it arrives, with nothing moving', async ({
    page,
  }) => {
    // A slow phone network: the font takes a while, longer than any block period.
    const font = await holdWebFonts(page);
    await watchLayoutShifts(page);
    // Not waiting for the load event: the held font would hold it too.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Until then: the local stand-in, Arial's metric twin, resized to Outfit's metrics.
    expect(await fontsOf(page, 'h1')).toEqual([{ family: 'Liberation Sans', custom: false }]);
    expect(await faceStatus(page, 'Outfit Fallback')).toEqual(['loaded']);
    // Android's stand-in is never fetched where Arial's twin is found.
    expect(await faceStatus(page, 'Outfit Fallback Roboto')).toEqual(['unloaded']);

    font.release();
    await page.evaluate(() => document.fonts.ready);
    // The variable font names its default instance ("Outfit Thin"); every weight is that one file.
    await expect.poll(() => fontsOf(page, 'h1')).toEqual([{ family: expect.stringMatching(/^Outfit/), custom: true }]);
    // Asked for by the CSS when the first layout uses it: one request for the file the first screen needs.
    expect(font.requests.filter((path) => /outfit-latin-wght/.test(path))).toHaveLength(1);
    // The swap moved nothing on the first screen.
    expect(await layoutShifts(page)).toBeLessThan(0.01);
  });

  test('a returning visitor gets Outfit from the first paint', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/');
    expect(await fontsOf(page, 'h1')).toEqual([{ family: expect.stringMatching(/^Outfit/), custom: true }]);
  });
});
