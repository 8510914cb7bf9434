import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { waitForHydration } from '../support/hydration.ts';

// What a visitor gets at an address that is not a page's own (docs/hardening.md, "Addresses"): the page under
// its one address, or the site's "not found" page with the layout around it; never JSON.
test.describe('addresses', () => {
  test('an unknown path shows the 404 page in the layout with status 404', async ({ page }) => {
    const response = await gotoHydrated(page, '/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });

  // An old bookmark (the site before this one, a link typed from a brochure): the visitor gets the site, not JSON.
  test('an address that looks like a file, opened in the browser, shows the 404 page and the site works', async ({
    page,
  }) => {
    const response = await gotoHydrated(page, '/wp-login.php');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Get Growth Answers/ })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  // `//blog` was the home page and `//services/ai` a 404 (the server read them as links to other hosts);
  // a trailing slash dropped a campaign's query string; /about.html was JSON; /Services/AI went to /services
  // and /Blog/Speed-To-Lead was "Blog post not found".
  const REDIRECTS = [
    ['//blog', '/blog', 'Growthwise Blog'],
    ['//services/ai', '/services/ai', 'AI Solutions'],
    [
      '/services/?utm_source=newsletter&utm_campaign=nov',
      '/services?utm_source=newsletter&utm_campaign=nov',
      'Cut Revenue Leaks',
    ],
    ['/about.html', '/about', 'About Us'],
    ['/Services/AI', '/services/ai', 'AI Solutions'],
    ['/Blog/Speed-To-Lead?utm_source=LinkedIn', '/blog/speed-to-lead?utm_source=LinkedIn', 'Speed to Lead'],
  ] as const;
  // One page visits them all: every form of the server's answer is in tests/server/addresses.test.ts; what a
  // browser adds is following it to the page.
  test("a visitor opening another form of a page's address lands on the page", async ({ page, baseURL }) => {
    for (const [from, to, heading] of REDIRECTS) {
      // As typed: page.goto would read //blog against the base as a link to a host named "blog".
      const response = await page.goto(`${baseURL}${from}`);
      expect(response?.status(), from).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${from}`);
      expect(page.url()).toBe(`${baseURL}${to}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    }
  });

  // An address cut off after an escape or mangled on the way (a mail client, a chat app) was a 400 in JSON.
  test("a visitor opening a malformed address gets the site's not-found page for it, and the site works", async ({
    page,
    baseURL,
  }) => {
    for (const [from, to, heading, back] of [
      ['/blog/%ZZ', '/blog/%25zz', 'Blog post not found', 'Back to Blog'],
      [
        '/Resources/Growth-Playbook%E2%80',
        '/resources/growth-playbook%25e2%2580',
        'Resource not found',
        'Back to Resources',
      ],
    ]) {
      const response = await page.goto(`${baseURL}${from}`);
      expect(response?.status()).toBe(404);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${from}`);
      expect(page.url()).toBe(`${baseURL}${to}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await markDocument(page);
      await page.getByRole('main').getByRole('link', { name: back }).click();
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(heading!);
      expect(await isSameDocument(page)).toBe(true);
    }
  });
});
