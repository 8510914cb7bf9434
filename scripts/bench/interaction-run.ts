import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { INTERACTIONS, recordEventTiming, throttleCpu } from '../../tests/support/interactions.ts';

export type InteractionFigures = { interaction: string; cpuSlowdown: number; durationMs: number; runs: number[] };

/**
 * Each interaction of the budget on a 375 px touch screen under a CPU slowdown, in a fresh page per run; the
 * figure is the median of the runs' slowest interaction (Event Timing: input to next paint).
 */
export async function measureInteractions(baseUrl: string, cpuSlowdown: number, runs: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures: InteractionFigures[] = [];
  try {
    for (const [interaction, run] of Object.entries(INTERACTIONS)) {
      const durations: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 740 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await recordEventTiming(page);
        await throttleCpu(page, cpuSlowdown);
        durations.push((await run(page, baseUrl)).durationMs);
        await context.close();
      }
      const sorted = [...durations].sort((a, b) => a - b);
      figures.push({
        interaction,
        cpuSlowdown,
        durationMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
        runs: durations,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}
