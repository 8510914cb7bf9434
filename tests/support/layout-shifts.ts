import type { Page } from '@playwright/test';

// Every layout shift from the first paint on, summed. The font tests use it to see that the swap moves
// nothing; the bench's phone pass reports it (docs/performance.md). CLS leaves out shifts within 500 ms of an
// input, but neither the tests nor the bench give any input while they watch, and Chromium's phone emulation
// (`isMobile`) reports one of its own: the layout viewport's resize early in the load, which marks the
// shifts of the next 500 ms as "recent input" and would hide a fast font's swap. So every shift counts here.

type Shift = PerformanceEntry & { value: number };

/** What the init script keeps on `window`. */
type ShiftState = { shifts: number; shiftObserver: PerformanceObserver };

/** Before the page loads: sum every layout shift from the first paint on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as ShiftState;
    state.shifts = 0;
    state.shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) state.shifts += entry.value;
    });
    state.shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The sum so far, once the frames already due have been painted. A shift is recorded with its frame, but an
 * observer hears of it only in a later task (hundreds of ms later on a busy page), so the records it has not
 * been given yet are taken from it here.
 */
export function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const state = window as unknown as ShiftState;
            for (const entry of state.shiftObserver.takeRecords() as Shift[]) state.shifts += entry.value;
            resolve(state.shifts);
          }),
        );
      }),
  );
}
