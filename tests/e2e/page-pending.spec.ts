import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';
import { readClientManifest } from './client-manifest.ts';
import { navLink } from './nav.ts';

// A page on its way (docs/product.md, "Moving between pages"). Each page's screens are files of their own,
// fetched on the first visit; on a slow phone's network they come late. Held here, so nothing is timed: the
// spinner appears after the router's 200 ms, whichever the host.

/** Every file of a route's part (its script, and the stylesheet it brings), as the build named them. */
function partFiles(part: string) {
  const entry = readClientManifest()[part]!;
  return new RegExp(`/(${[entry.file, ...(entry.css ?? [])].map((file) => file.replace(/\./g, '\\.')).join('|')})$`);
}

const main = (page: Page) => page.getByRole('main');
const announced = (page: Page) => page.locator('p.visually-hidden[role="status"]');

test.describe('a page whose code is on its way', () => {
  test('shows "Loading page" in place of the page left, then the page, announced by its heading', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/blog');
    const release = await holdRequests(page, partFiles('src/routes/about.tsx?tsr-split=component'));
    await (await navLink(page, isMobile, 'About')).click();
    await expect(main(page).getByRole('status')).toHaveText('Loading page');
    // Not the blog under the About link and the /about address, as if the tap had done nothing.
    await expect(main(page).getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    release();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(main(page).getByRole('status')).toHaveCount(0);
    await expect(announced(page)).toHaveText('About Us');
  });

  test('a page whose loading screen is late too shows "Loading page", not an empty main, then its own', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/about');
    const releasePosts = await holdRequests(page, '**/api/posts');
    const releaseLoading = await holdRequests(page, partFiles('src/routes/blog/index.tsx?tsr-split=pendingComponent'));
    await (await navLink(page, isMobile, 'Blog')).click();
    await expect(main(page).getByRole('status')).toHaveText('Loading page');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeHidden();

    releaseLoading();
    await expect(main(page).getByRole('status')).toHaveText('Loading blog posts');
    releasePosts();
    await expect(main(page).getByRole('region', { name: 'Latest Insights' })).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveCount(0);
    await expect(announced(page)).toHaveText('Growthwise Blog');
  });
});
