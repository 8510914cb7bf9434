import type { Page } from '@playwright/test';

/** The five primary links of the header and the mobile menu (docs/product.md, "Header"). */
export const NAV = [
  ['Services', '/services'],
  ['About', '/about'],
  ['Resources', '/resources'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

/** The header's link to a page; on a phone it is in the mobile menu, which this opens first. */
export async function navLink(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' }).getByRole('link', { name });
}
