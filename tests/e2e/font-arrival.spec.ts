import { test, expect, gotoHydrated } from './fixtures.ts';
import { measureFontArrival } from '../../scripts/bench/font-arrival.ts';
import { startRewritingProxy, withoutFontEarlyFetch } from '../../scripts/bench/rewriting-proxy.ts';
import { STACK, serverUrl } from './stack-config.ts';

// The first-visit measurement `npm run bench` reports (README, Performance) works: under Lighthouse's mobile
// network and 4x CPU, it sees the first paint, the largest one and the brand's font arrive, on the page as
// served and on the page without its font's early fetch, and the font's late swap moves nothing. How fast any
// of it is, is the bench's to say, never a test's.
test.describe('font arrival @mobile', () => {
  test('measured with and without the early fetch under real throttling', async () => {
    // Fresh visits under real network and CPU throttling: 22 s of the default 30 on a slow machine of this kind
    // (stop 65's CI).
    test.slow();
    const origin = serverUrl(STACK.offline);
    const proxy = await startRewritingProxy(origin, withoutFontEarlyFetch);
    try {
      const figures = await measureFontArrival({ asServed: `${origin}/`, withoutPreload: `${proxy.url}/` }, 1);
      for (const arrival of [figures.asServed, figures.withoutPreload]) {
        expect(arrival.runs).toHaveLength(1);
        expect(arrival.fcpMs).toBeGreaterThan(0);
        // A fresh visit: over a network this slow the font comes after the page has painted in its fallback
        // (a font already cached would be ready first, and the run would measure nothing).
        expect(arrival.fontReadyMs).toBeGreaterThan(arrival.fcpMs);
        expect(Number.isFinite(arrival.fontReadyMs)).toBe(true);
        expect(arrival.lcpMs).toBeGreaterThanOrEqual(arrival.fcpMs);
        // The swap came after the first paint here, and the fallback sized to Outfit's metrics kept it still.
        expect(arrival.layoutShift).toBeLessThan(0.01);
      }
    } finally {
      await proxy.close();
    }
  });

  test('the page without its early fetch hydrates as the page served does', async ({ page }) => {
    // React hydrates the head: an element taken out of it would make React render the whole document again
    // (a console error, which the fixture fails on), and the bench would measure that instead.
    const proxy = await startRewritingProxy(serverUrl(STACK.offline), withoutFontEarlyFetch);
    try {
      await gotoHydrated(page, `${proxy.url}/`);
      expect(await page.evaluate(() => document.head.innerHTML)).not.toContain('offsetWidth');
    } finally {
      await proxy.close();
    }
  });
});
