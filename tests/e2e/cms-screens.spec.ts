import { test, expect, gotoHydrated, expectNoAxeViolations } from './fixtures.ts';
import { CMS_SITES, serverUrl } from './stack-config.ts';

// What only a CMS can show (an empty blog, the error state, a body with every kind of rich text) hydrates
// cleanly and passes axe; what the server renders on each CMS is tests/server/cms-screens.test.ts. One CMS is
// enough here: both render through the same components.
const [site] = CMS_SITES;

test('the states only a CMS can show hydrate cleanly and pass axe', async ({ page }) => {
  // Three pages, each hydrated and scanned: more than one page's share of the default timeout.
  test.slow();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  for (const [url, heading] of [
    [`${serverUrl(site.ok)}/blog/pricing-experiments`, 'Pricing Experiments That Moved Revenue'],
    [`${serverUrl(site.empty)}/blog`, 'No blog posts yet'],
    [`${serverUrl(site.down)}/blog`, 'Something went wrong'],
  ] as const) {
    await gotoHydrated(page, url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(apiCalls, 'hydration reuses the server data').toEqual([]);
});
