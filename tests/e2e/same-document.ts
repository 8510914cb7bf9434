import type { Page } from '@playwright/test';

/** Marks the document, so a later check can tell a client-side navigation from a full page load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

/** True while the document marked by markDocument is still the one shown (no full page load since). */
export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
