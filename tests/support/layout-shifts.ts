import type { Page } from '@playwright/test';

// Layout shifts as CLS counts them (those not caused by input), summed from the first paint on. The font
// tests use it to see that the swap moves nothing; the bench's phone pass reports it (docs/performance.md).

/** What the init script keeps on `window`. */
type ShiftState = { shifts: number };

/** Before the page loads: sum every layout shift not caused by input, from the first paint on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as ShiftState;
    state.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum so far, once the frames already due have been painted (a shift is reported after its frame). */
export function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as ShiftState).shifts))),
        );
      }),
  );
}
