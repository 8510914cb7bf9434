import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { waitForHydration } from '../support/hydration.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { NAV } from './nav.ts';
import { holdRequests } from './hold-requests.ts';

test.describe('mobile menu @mobile', () => {
  test('a hamburger opens a full-screen slide-in menu with the links and the button', async ({ page }) => {
    await gotoHydrated(page, '/blog/some-post');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => menu.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    expect(await menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.3s');
    for (const [label, href] of NAV)
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    // A post is in the blog's section: current, but not the page.
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: "LET'S TALK" })).toHaveAttribute('href', '/contact');
    // The open menu is a screen of its own; axe judges it too, once its slide-in has settled.
    await expectNoAxeViolations(page);
  });

  test('closes on route change, on its close icon and on Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('opens before the scripts have run, and the page takes it over as it is', async ({ page }) => {
    // The scripts arrive late (on a phone's network, 1.3 to 1.9 s after the first paint): the menu works meanwhile.
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/about', { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await markDocument(page);
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cut Revenue Leaks with Growth Consulting');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('works with JavaScript off: opens, closes on its icon and on Escape, and its links lead on', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    // Without scripts focus stays on the button, and the menu comes next in the Tab order.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The page behind is locked while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
    await expect(menu).toBeHidden();
    await context.close();
  });

  test('in a browser without popovers, the page opens and closes the menu itself', async ({ page }) => {
    // Chromium cannot switch popovers off; this takes them away as far as the page can tell (Safari before 17
    // has neither the API nor the attributes' behaviour).
    await page.addInitScript(() => {
      for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
        Reflect.deleteProperty(HTMLElement.prototype, name);
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('[popover], [popovertarget]'))
          for (const name of ['popover', 'popovertarget', 'popovertargetaction']) element.removeAttribute(name);
      }).observe(document, { subtree: true, childList: true });
    });
    await gotoHydrated(page, '/');
    await expect(page.locator('[popover], [popovertarget]')).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await open.click();
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: "LET'S TALK" })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('held sideways, the open menu scrolls to its last item and the page behind stays put', async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 320 });
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const talk = menu.getByRole('link', { name: "LET'S TALK" });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(talk).not.toBeInViewport({ ratio: 1 });
    await page.mouse.move(333, 160);
    await page.mouse.wheel(0, 400);
    await expect(talk).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
