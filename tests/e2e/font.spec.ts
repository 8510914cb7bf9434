import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';

// The brand's font shows on a first visit too, even when it arrives late: swap, over a local fallback sized
// to match (src/styles/font.css, docs/performance.md). Chromium says which font really drew a node.

async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

test.describe('the brand font @desktop', () => {
  test('a first visit draws the fallback at once, then Outfit when it arrives, with nothing moving', async ({
    page,
  }) => {
    // A slow phone network: the font takes a while, longer than any block period.
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const fontRequests: string[] = [];
    await page.route('**/*.woff2', async (route) => {
      fontRequests.push(new URL(route.request().url()).pathname);
      await arrived;
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not waiting for the load event: the held font would hold it too.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Until then: the local stand-in, Arial's metric twin, resized to Outfit's metrics.
    expect(await fontsOf(page, 'h1')).toEqual([{ family: 'Liberation Sans', custom: false }]);

    release();
    await page.evaluate(() => document.fonts.ready);
    // The variable font names its default instance ("Outfit Thin"); every weight is that one file.
    await expect.poll(() => fontsOf(page, 'h1')).toEqual([{ family: expect.stringMatching(/^Outfit/), custom: true }]);
    // Preloaded by the head, then used by the CSS: one request for the file the first screen needs.
    const latin = fontRequests.filter((path) => /outfit-latin-wght/.test(path));
    expect(latin).toHaveLength(1);
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute('href', latin[0]!);
    await expect(preload).toHaveAttribute('crossorigin', 'anonymous');
    // The swap moved nothing on the first screen.
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('a returning visitor gets Outfit from the first paint', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/');
    expect(await fontsOf(page, 'h1')).toEqual([{ family: expect.stringMatching(/^Outfit/), custom: true }]);
  });
});
