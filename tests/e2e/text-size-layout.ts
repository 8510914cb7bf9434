import type { Page } from '@playwright/test';
import { cutOff } from './cut-off.ts';

// A reader's own text size (docs/product.md, "Text size"): at a given width, what the page's 1rem came to,
// whether the header shows the menu button (the phone's layout) and what is cut off or scrolls sideways.
export async function layoutAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const rem = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  const menuButton = await page.getByRole('button', { name: 'Open menu' }).isVisible();
  return { rem, menuButton, ...(await cutOff(page)) };
}

/** What `layoutAt` finds when all is well. */
export function fits(rem: string, menuButton: boolean) {
  return { rem, menuButton, clipped: [], sideways: 0 };
}
