import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { NAV, navLink } from './nav.ts';
import { readClientManifest } from './client-manifest.ts';

test.describe('navigation bar', () => {
  test('is fixed and becomes more opaque and compact past 50 px of scroll @both', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 400 });
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    const before = await header.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      bg: getComputedStyle(el).backgroundColor,
    }));
    // The scrolled state is the document's mark (src/components/layout/scrolled-mark.tsx).
    const documentElement = page.locator('html');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(documentElement).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(documentElement).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(before.height);
    const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const alpha = (rgba: string) => Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(rgba)?.[1] ?? 1);
    expect(alpha(after)).toBeGreaterThan(alpha(before.bg));
    await expect(header).toBeInViewport();
  });
});

test.describe('desktop navigation', () => {
  // Lit on its own page and below it; "current page" to a screen reader on its own page only, "current"
  // below it (docs/product.md, "Layout").
  test('lists the five links and marks the active one by path prefix', async ({ page }) => {
    await gotoHydrated(page, '/services/ai');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of NAV)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveClass(/is-active/);
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveClass(/is-active/);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Read Article/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    // Above the post, its breadcrumbs lead back: neither is the page.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.locator('a[aria-current="page"]')).toHaveCount(0);
  });
});

// A page the app draws is met as a loaded one would be: focus at the top of its main region, its heading
// announced. Nothing moves on a first load or on an anchor of the same page.
test.describe('a page drawn by the app', () => {
  const status = (page: Page) => page.locator('p.visually-hidden[role="status"]');
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

  test('a keyboard user lands on the new page and hears its heading', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(status(page)).toHaveText('');
    expect(await focused(page)).toBe('BODY');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Cut Revenue Leaks with Growth Consulting');
    expect(await focused(page)).toBe('main');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test('an anchor on the same page moves neither focus nor the announcement', async ({ page }) => {
    await gotoHydrated(page, '/services');
    await page
      .getByRole('navigation', { name: 'Service areas' })
      .getByRole('link', { name: 'AI', exact: true })
      .click();
    await expect(page).toHaveURL(/#ai$/);
    await expect(status(page)).toHaveText('');
    expect(await focused(page)).not.toBe('main');
  });

  test('the first Tab shows "Skip to content", which takes focus past the header; a hovered link preloads its page; the logo and LET\'S TALK lead on', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('main');
    await expect(status(page)).toHaveText('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

    // The router owns every internal link: hovering one preloads its route before the click.
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).hover();
    await expect.poll(() => loaded.filter((path) => path === '/api/posts')).toHaveLength(1);
    await expect(page).toHaveURL(/\/about#main$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).hover();
    await expect.poll(() => loaded.includes('/api/resources')).toBe(true);

    // The logo leads home and LET'S TALK to /contact.
    await page.getByRole('link', { name: 'Growthwise home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: "LET'S TALK", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a page whose loading screen comes late is announced by its own heading, not the one it replaces', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The code of /resources' loading screen comes 0.8 s late (a slow phone's network): React keeps the home page
    // in the document, hidden, past the moment the router says the new page is rendered.
    const loading = readClientManifest()['src/routes/resources/index.tsx?tsr-split=pendingComponent']!.file;
    await page.route(`**/${loading}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth Resources');
    await expect(status(page)).toHaveText('Growth Resources');
    expect(await focused(page)).toBe('main');
  });

  test('a link in the mobile menu leaves focus on the new page, not lost with the menu @mobile', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Resources' }).click();
    await expect(status(page)).toHaveText('Growth Resources');
    expect(await focused(page)).toBe('main');
  });
});

test.describe('a page that fails on the way', () => {
  // Everything the first visit loaded is in hand; the next page's script does not arrive because the connection
  // dropped. (From a server that answers, a script it no longer has after a deploy: new-release.spec.ts.)
  test('a page whose script the network drops shows the error in the layout, and Try again loads it anew', async ({
    page,
    isMobile,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|Unable to preload|dynamically imported module|ScreenLoadError/);
    await gotoHydrated(page, '/about');
    await markDocument(page);
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await (await navLink(page, isMobile, 'Services')).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page).toHaveURL(/\/services$/);
    // Still the site: its header, its footer, its styles, in the same document.
    await expect(page.getByRole('banner').getByRole('link', { name: /Growthwise/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(alert.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Outfit/);
    expect(await isSameDocument(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.unroute('**/*');
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cut Revenue Leaks with Growth Consulting');
    expect(await isSameDocument(page)).toBe(false);
  });
});
