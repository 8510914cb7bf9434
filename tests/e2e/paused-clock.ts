import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed beforehand), a second ahead of where it stands, so that only
 * `clock.runFor` moves it from then on. A clock left running ticks on with real time, and on a busy machine the
 * real seconds between an action and the `runFor` that follows it pushed a deadline past the test's margin.
 */
export async function pauseClock(page: Page) {
  // The clock runs on while the time is read; a second is far more than the read takes.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
