import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * How far from where they were a reader may be put back before they notice: about a line of body text. The
 * brand font's arrival alone moves a page by a line (scroll anchoring), so a place is never judged to the pixel.
 */
const PLACE_TOLERANCE_PX = 32;

/** The window's scroll position, in whole pixels. */
export const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The reader is at `expected`, within what they would notice. */
export function expectNear(actual: number, expected: number, message?: string) {
  expect(
    Math.abs(actual - expected),
    `${message ?? 'scroll position'}: ${actual} against ${expected}`,
  ).toBeLessThanOrEqual(PLACE_TOLERANCE_PX);
}

/** The window comes to `expected`, within what a reader would notice. */
export async function expectPlaceSoon(page: Page, expected: number) {
  await expect
    .poll(async () => Math.abs((await scrollTop(page)) - expected), { message: `scroll position near ${expected}` })
    .toBeLessThanOrEqual(PLACE_TOLERANCE_PX);
}
