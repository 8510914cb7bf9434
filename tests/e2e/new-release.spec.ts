import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { navLink } from './nav.ts';
import { waitForHydration } from '../support/hydration.ts';

// A page open while the site is deployed asks the new release for files of the old one (docs/hardening.md,
// "A page that cannot fetch its code"). From a server that answers, the page it was going to is loaded anew;
// with the connection down, that page shows its error inside the layout, never the browser's offline page.

/** Three ways a visit needs files it has not fetched yet: a screen with a stylesheet, one without, a loader's. */
const VISITS = [
  {
    from: '/contact',
    to: '/about',
    heading: 'About Us',
    follow: (page: Page, isMobile: boolean) => navLink(page, isMobile, 'About'),
  },
  {
    from: '/services/business-operations',
    to: '/services/business-operations/process-optimization',
    heading: 'Process Optimization',
    follow: async (page: Page) =>
      page.locator('main a[href="/services/business-operations/process-optimization"]').first(),
  },
  {
    from: '/blog',
    to: '/blog/speed-to-lead',
    heading: 'Speed to Lead Is the Cheapest Growth Lever You Are Ignoring',
    follow: async (page: Page) => page.locator('main a[href="/blog/speed-to-lead"]').first(),
  },
];

/** The documents the browser loads from now on (a reload is one; a visit within the site is none). */
function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

test.beforeEach(({ allowConsoleError }) =>
  allowConsoleError(
    /Failed to load resource|Failed to fetch dynamically imported module|Unable to preload CSS|ScreenLoadError|ERR_INTERNET_DISCONNECTED/,
  ),
);

for (const visit of VISITS) {
  test(`${visit.to}: its files gone from the server, the page is loaded anew from it`, async ({ page, isMobile }) => {
    await gotoHydrated(page, visit.from);
    const documents = countDocuments(page);
    // The new release has none of the old files: each answers 404 until the page is loaded anew.
    await page.route('**/assets/**', (route) =>
      documents.length === 0
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' })
        : route.continue(),
    );
    await (await visit.follow(page, isMobile)).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.heading);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(visit.to);
    expect(documents.map((url) => new URL(url).pathname)).toEqual([visit.to]);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test(`${visit.to}: the connection down, the page shows its error with Try again`, async ({ page, isMobile }) => {
    await gotoHydrated(page, visit.from);
    const documents = countDocuments(page);
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await (await visit.follow(page, isMobile)).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', visit.to);
    expect(new URL(page.url()).pathname).toBe(visit.to);
    expect(documents).toEqual([]);
  });
}

test('a page whose file the new release lacks too is loaded anew once, then shows its error', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/contact');
  const documents = countDocuments(page);
  // Served wrongly by the new release as well (a CDN's stale copy): /about's screen is never there.
  await page.route('**/assets/about-*.js', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' }),
  );
  await (await navLink(page, isMobile, 'About')).click();
  // The error shows only once the page has decided not to load itself again.
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/about');
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/about']);
});
