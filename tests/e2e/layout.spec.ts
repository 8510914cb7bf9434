import { test, expect, gotoHydrated } from './fixtures.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { expectPlaceSoon } from './place.ts';

const FOOTER = [
  ['Business Operations', '/services/business-operations'],
  ['Marketing', '/services/marketing'],
  ['Sales', '/services/sales'],
  ['AI Solutions', '/services/ai'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Blog', '/blog'],
  ['Careers', '/careers'],
  ['Case Studies', '/resources'],
  ['Insights', '/resources/insights'],
  ['FAQ', '/resources/faq'],
  ['Newsletter', '/resources/newsletter'],
] as const;

test.describe('footer', () => {
  test('has exactly its twelve links and labels, the About blurb and this year', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const links = await footer
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => [el.textContent?.trim(), el.getAttribute('href')]));
    expect(links).toEqual(FOOTER.map(([label, href]) => [label, href]));
    await expect(footer.getByRole('heading', { name: 'About Growthwise' })).toBeVisible();
    await expect(footer).toContainText('Growthwise is a team of operators');
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Growthwise`);
  });

  // The server writes the year it renders in; a visitor whose own year is another used to hydrate other text,
  // which React 19 reports (error #418) and answers by rendering the whole document again in the browser.
  const serverYear = new Date().getUTCFullYear();
  for (const [who, timezoneId, clock] of [
    [
      'on New Year’s Day in Kiribati while it is still the old year in UTC',
      'Pacific/Kiritimati',
      `${serverYear}-12-31T11:00:00Z`,
    ],
    ['with a clock set five years ahead', 'Europe/Berlin', `${serverYear + 5}-06-01T12:00:00Z`],
  ]) {
    test(`a visitor ${who} gets the server's year and a page that hydrates as it was sent`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, timezoneId });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.clock.setFixedTime(new Date(clock!));
      const visitorsYear = new Intl.DateTimeFormat('en', { timeZone: timezoneId, year: 'numeric' }).format(
        new Date(clock!),
      );
      expect(Number(visitorsYear)).not.toBe(serverYear);
      await gotoHydrated(page, '/about');
      const copyright = page.getByRole('contentinfo').getByText(/^©/);
      await expect(copyright).toHaveText(`© ${serverYear} Growthwise. All rights reserved.`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test.describe('footer links without a screen of their own (docs/decisions/footer-links-without-screens.md)', () => {
  const REDIRECTS = [
    ['Careers', '/about#who-we-are', 'About Us'],
    ['Insights', '/blog', 'Growthwise Blog'],
    ['FAQ', '/contact', 'Stop Guessing - Get Growth Answers Now'],
    ['Newsletter', '/blog', 'Growthwise Blog'],
  ] as const;

  test('each leads to the closest screen, replacing history', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    for (const [label, target, heading] of REDIRECTS) {
      await page.getByRole('contentinfo').getByRole('link', { name: 'AI Solutions' }).click();
      await expect(page).toHaveURL(/\/services\/ai$/);
      // The address changes as the navigation starts, and the page renders (and scrolls to the top) once its
      // screen has loaded. Waiting for it keeps this test to one navigation at a time: on a busy CI host, a
      // click into the footer in between once left the page where it was (not reproduced since).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Solutions');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${target.replace(/[#/]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.goBack();
      await expect(page).toHaveURL(/\/services\/ai$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Solutions');
    }
  });
});

test.describe('page changes', () => {
  test('every path change scrolls to the top', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back returns the reader to where they were half-way down a long article, Forward too', async ({ page }) => {
    await gotoHydrated(page, '/resources/growth-playbook');
    const half = await page.evaluate(() => {
      const y = Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2);
      window.scrollTo({ top: y, behavior: 'instant' });
      return y;
    });
    expect(half).toBeGreaterThan(500);
    await expectPlaceSoon(page, half);
    // The logo sits in the fixed header: clicking it does not scroll the article first.
    await page.getByRole('link', { name: 'Growthwise home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The article loads again on the way back, slowly: the place must be restored once it is there.
    await page.route('**/api/resources/growth-playbook', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\/growth-playbook$/);
    await expectPlaceSoon(page, half);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link to /services#ai from another page lands on the section 120 px below the top', async ({ page }) => {
    await gotoHydrated(page, '/services/ai/agent-development');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'AI Solutions' }).click();
    await expect(page).toHaveURL(/\/services#ai$/);
    await expect
      .poll(() => page.locator('section#ai').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(120);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('prefers-reduced-motion turns animation off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      baseURL,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    const durations = await page.evaluate(() =>
      ['.mobile-menu', '.site-header', '.button'].map((selector) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el).transitionDuration : 'missing';
      }),
    );
    for (const duration of durations) expect(duration.split(',').every((d) => parseFloat(d) === 0)).toBe(true);
    await context.close();
  });
});

test.describe('look', () => {
  test('uses the brand tokens and the self-hosted display font, with no request to another host', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL as string) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await gotoHydrated(page, '/');
    const tokens = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [
        '--color-green',
        '--color-orange',
        '--color-blue',
        '--color-beige',
        '--color-black',
        '--color-off-white',
        '--color-dark',
        '--page-max',
      ].map((name) => style.getPropertyValue(name).trim());
    });
    expect(tokens.every(Boolean)).toBe(true);
    expect(tokens.at(-1)).toBe('1400px');
    await expect(page.locator('body')).toHaveCSS('font-family', /Outfit Variable/);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some((font) => font.family.includes('Outfit') && font.status === 'loaded');
        }),
      )
      .toBe(true);
    expect(foreign).toEqual([]);
  });
});
