import { test, expect, gotoHydrated } from './fixtures.ts';
import { weakFocusRings } from './focus-rings.ts';

// Each page's focus rings are checked in every-page.spec.ts; the menu is a surface of its own.
test('the open mobile menu: every focus ring stands out 3:1 from it @mobile', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await weakFocusRings(page)).toEqual([]);
});
