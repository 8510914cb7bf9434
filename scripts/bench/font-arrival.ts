import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { throttleCpu } from '../../tests/support/interactions.ts';
import { layoutShifts, watchLayoutShifts } from '../../tests/support/layout-shifts.ts';
import { median } from './mobile-passes.ts';

// When a first visit on a phone sees its first text, its largest one and the brand's font, and what the font's
// swap moves, with and without the font's early fetch: real (not simulated) throttling, the network of
// Lighthouse's mobile preset and its 4x CPU slowdown, in a fresh context per run (docs/performance.md, "What
// is left"). Lighthouse cannot show the swap: its page loads unthrottled, so the font is there before the
// first paint.

type Visit = {
  /** First contentful paint, ms from navigation. */
  fcpMs: number;
  /** The last largest-contentful-paint candidate once the font has swapped in, ms from navigation. */
  lcpMs: number;
  /** When the page's web font had loaded (the first `loadingdone` of document.fonts), ms from navigation. */
  fontReadyMs: number;
  /** Every layout shift from the first paint until the swap has been painted, summed (CLS's inputs). */
  layoutShift: number;
};

/** Medians of the runs, and the runs; the layout shift is the largest of the runs, not their median. */
export type FontArrival = Visit & { runs: Visit[] };

const network = throttling.mobileSlow4G;

/** What the page's init script records on `window`. */
type FontState = { fontReadyMs?: number; lcpMs?: number };

async function oneRun(page: Page, target: string): Promise<Visit> {
  await page.addInitScript(() => {
    const state = window as unknown as FontState;
    document.fonts.addEventListener('loadingdone', () => {
      state.fontReadyMs ??= performance.now();
    });
    new PerformanceObserver((list) => {
      state.lcpMs = list.getEntries().at(-1)?.startTime ?? state.lcpMs;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await watchLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
  });
  await throttleCpu(page, network.cpuSlowdownMultiplier);
  await page.goto(target, { waitUntil: 'load' });
  // The font swaps in and is not on the load event's path, so it is waited for on its own (15 s at most).
  await page.waitForFunction(() => (window as unknown as FontState).fontReadyMs !== undefined, null, {
    timeout: 15_000,
  });
  const layoutShift = await layoutShifts(page);
  const visit = await page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcpMs: (window as unknown as FontState).lcpMs ?? NaN,
    fontReadyMs: (window as unknown as FontState).fontReadyMs ?? NaN,
  }));
  return { ...visit, layoutShift };
}

const rounded = (visit: Visit): Visit => ({
  fcpMs: Math.round(visit.fcpMs),
  lcpMs: Math.round(visit.lcpMs),
  fontReadyMs: Math.round(visit.fontReadyMs),
  layoutShift: Number(visit.layoutShift.toFixed(4)),
});

/** Each target `runs` times, interleaved, on a 412 px touch screen; medians per target. */
export async function measureFontArrival<Name extends string>(
  targets: Record<Name, string>,
  runs: number,
): Promise<Record<Name, FontArrival>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const measured: Partial<Record<Name, Visit[]>> = {};
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [name, target] of Object.entries(targets) as [Name, string][]) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        (measured[name] ??= []).push(await oneRun(await context.newPage(), target));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    (Object.entries(measured) as [Name, Visit[]][]).map(([name, list]): [Name, FontArrival] => [
      name,
      {
        ...rounded({
          fcpMs: median(list.map((run) => run.fcpMs)),
          lcpMs: median(list.map((run) => run.lcpMs)),
          fontReadyMs: median(list.map((run) => run.fontReadyMs)),
          layoutShift: Math.max(...list.map((run) => run.layoutShift)),
        }),
        runs: list.map(rounded),
      },
    ]),
  ) as Record<Name, FontArrival>;
}
