import { test, expect, gotoHydrated } from './fixtures.ts';
import { smallTargets } from './touch-targets.ts';

// Touch targets are at least 44 px on a touch screen, phone or tablet (docs/product.md); each page's are
// checked in every-page.spec.ts. Under a mouse (the desktop project) the footer's links may be compact.

test.describe('touch targets @mobile', () => {
  test('the test sees a touch screen (coarse pointer)', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  });

  test('the open mobile menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.locator('a, button').count()).toBeGreaterThan(5);
    expect(await smallTargets(page, '#mobile-menu')).toEqual([]);
  });
});

test.describe('a tap on a touch screen @mobile', () => {
  test('leaves no hover look behind: a tapped Save does not look pressed', async ({ page }) => {
    await gotoHydrated(page, '/blog/speed-to-lead');
    const save = page.getByRole('button', { name: 'Save' });
    const look = () =>
      save.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      });
    const before = await look();
    await save.tap();
    expect(await save.evaluate((el) => el.matches(':hover'))).toBe(true);
    expect(await look()).toEqual(before);
  });
});
