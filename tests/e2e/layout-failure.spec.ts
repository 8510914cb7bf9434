import { test, expect } from './fixtures.ts';

// The layout throwing in the browser (docs/hardening.md, "A page that fails to render"). The fault is planted in
// a browser API the header's first effect calls: `matches(':popover-open')` throws once, as it does in a
// browser that does not know the selector. The root owns the document, so what takes its place must be one.

test.describe('a layout that throws in the browser', () => {
  test.beforeEach(async ({ page, allowConsoleError }) => {
    allowConsoleError(/planted layout fault/);
    await page.addInitScript(() => {
      const matches = Element.prototype.matches;
      let planted = true;
      Element.prototype.matches = function (this: Element, selector: string) {
        if (planted && selector === ':popover-open') {
          planted = false;
          throw new DOMException('planted layout fault', 'SyntaxError');
        }
        return matches.call(this, selector);
      } as typeof matches;
    });
  });

  test('leaves the error page as a whole, styled document, and a link away brings the site back', async ({ page }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    // Still the page's document: its language, title and inline CSS (the brand's font and button colours).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(page).toHaveTitle(/\| Growthwise$/);
    await expect(page.locator('#critical-css')).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Outfit Variable"/);
    await expect(main.getByRole('link', { name: 'Try again' })).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    await expect(main.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/services');

    await main.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the growth you deserve');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
