import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { throttleCpu } from '../../tests/support/interactions.ts';
import { median } from './mobile-passes.ts';

// When a first visit on a phone sees its first text and when it sees the brand's font, with and without the
// font's preload: real (not simulated) throttling, the network of Lighthouse's mobile preset and its 4x CPU
// slowdown, in a fresh context per run (docs/performance.md, "What is left").

export type FontArrival = {
  /** First contentful paint, ms from navigation. */
  fcpMs: number;
  /** When the page's web font had loaded (the first `loadingdone` of document.fonts), ms from navigation. */
  fontReadyMs: number;
  runs: { fcpMs: number; fontReadyMs: number }[];
};

const network = throttling.mobileSlow4G;

/** What the page's init script records on `window`. */
type FontState = { fontReadyMs?: number };

async function oneRun(page: Page, target: string) {
  await page.addInitScript(() => {
    const state = window as unknown as FontState;
    document.fonts.addEventListener('loadingdone', () => {
      state.fontReadyMs ??= performance.now();
    });
  });
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
  return page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    fontReadyMs: (window as unknown as FontState).fontReadyMs ?? NaN,
  }));
}

/** Each target `runs` times, interleaved, on a 412 px touch screen; medians per target. */
export async function measureFontArrival<Name extends string>(
  targets: Record<Name, string>,
  runs: number,
): Promise<Record<Name, FontArrival>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const measured: Partial<Record<Name, FontArrival['runs']>> = {};
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
    (Object.entries(measured) as [Name, FontArrival['runs']][]).map(([name, list]): [Name, FontArrival] => [
      name,
      {
        fcpMs: Math.round(median(list.map((run) => run.fcpMs))),
        fontReadyMs: Math.round(median(list.map((run) => run.fontReadyMs))),
        runs: list.map((run) => ({ fcpMs: Math.round(run.fcpMs), fontReadyMs: Math.round(run.fontReadyMs) })),
      },
    ]),
  ) as Record<Name, FontArrival>;
}
