import { test, expect, gotoHydrated, expectNoAxeViolations, collectAlerts } from './fixtures.ts';
import { isSameDocument, markDocument } from './same-document.ts';
import { STACK, serverUrl } from './stack-config.ts';
import { holdRequests } from './hold-requests.ts';
import { navLink } from './nav.ts';
import { pauseClock } from './paused-clock.ts';

const cms = serverUrl(STACK.cms);

test.describe('blog list', () => {
  test('features the newest post under Latest Insights and lists the rest under Latest Articles', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(page).toHaveTitle('Growthwise Blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growthwise Blog');
    const featured = page.getByRole('region', { name: 'Latest Insights' });
    await expect(
      featured.getByRole('heading', { name: 'Speed to Lead Is the Cheapest Growth Lever You Are Ignoring' }),
    ).toBeVisible();
    await expect(featured).toContainText('Maya Lindqvist');
    await expect(featured).toContainText('October 14, 2026');
    await expect(featured.getByRole('list', { name: 'Tags' })).toHaveText(/Sales\s*Automation\s*CRM/);
    await expect(featured.getByRole('link', { name: /Read Article/ })).toHaveAttribute('href', '/blog/speed-to-lead');
    await expect(featured.locator('img')).toHaveAttribute('src', '/images/blog/speed-to-lead.svg');
    const articles = page.getByRole('region', { name: 'Latest Articles' }).getByRole('article');
    await expect(articles).toHaveCount(2);
    const noImage = articles.filter({ hasText: 'A 20-Minute CRM Hygiene Checklist for Founders' });
    await expect(noImage.locator('.post-image--placeholder')).toHaveCSS('background-image', /linear-gradient/);
    await expect(noImage).toContainText('September 2, 2026');
    await expect(noImage.getByRole('link', { name: /Read Article/ })).toHaveAttribute(
      'href',
      '/blog/crm-hygiene-checklist',
    );
  });

  test('shows a spinner while the posts load on a client-side visit', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/about');
    const release = await holdRequests(page, '**/api/posts');
    await (await navLink(page, isMobile, 'Blog')).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading blog posts');
    release();
    await expect(page.getByRole('region', { name: 'Latest Insights' })).toBeVisible();
  });

  test('a client-side visit whose posts never arrive says so after 10 seconds', async ({ page, isMobile }) => {
    // A stalled connection: the request is sent and nothing ever comes back.
    await page.clock.install();
    await gotoHydrated(page, '/about');
    await page.route('**/api/posts', () => undefined);
    const blog = await navLink(page, isMobile, 'Blog');
    await pauseClock(page);
    const sent = page.waitForRequest('**/api/posts');
    await blog.click();
    // Sent while the clock stands still: its 10 seconds start at the time the clock shows, and only runFor moves it.
    await sent;
    const main = page.getByRole('main');
    let elapsed = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        elapsed += 100;
        return (await main.getByRole('status').allTextContents()).join();
      })
      .toBe('Loading blog posts');
    expect(elapsed).toBeLessThan(1_000);
    await page.clock.runFor(9_000 - elapsed);
    await expect(main.getByRole('status')).toHaveText('Loading blog posts');
    await page.clock.runFor(1_000);
    await expect(main.getByRole('alert')).toContainText('Failed to load blog posts. Please try again later.');
    await expect(main.getByRole('status')).toHaveCount(0);
  });
});

test.describe('blog post', () => {
  test('shows everything a post has from the first HTML on, every rich-text node type, share links and the call to action', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    await gotoHydrated(page, `${cms}/blog/pricing-experiments`);
    expect(apiCalls, 'hydration reuses the server data').toEqual([]);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Home\s*\/?\s*Blog\s*\/?\s*Pricing Experiments That Moved Revenue/);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Experiments That Moved Revenue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const header = page.locator('.article__header');
    await expect(header).toContainText('Maya Lindqvist');
    await expect(header).toContainText('March 3, 2026');
    await expect(header).toContainText('Three pricing tests we ran with SaaS founders this quarter.');
    await expect(header.getByRole('list', { name: 'Tags' })).toHaveText(/Pricing\s*SaaS/);
    const hero = page.locator('.article__image img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '900');
    await expect(hero).toHaveAttribute('srcset', /fm=webp&w=800/);
    await expect(page.locator('.article__image source[type="image/avif"]')).toHaveAttribute('srcset', /fm=avif/);

    const address = encodeURIComponent(`${cms}/blog/pricing-experiments`);
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${address}&text=${encodeURIComponent('Pricing Experiments That Moved Revenue')}`,
    );
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
      await expect(page.getByRole('link', { name: `Share on ${network}` })).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('heading', { name: 'Ready to implement these strategies?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Strategy Session' })).toHaveAttribute('href', '/contact');

    const body = page.locator('.rich-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Heading one' })).toBeVisible();
    for (const [level, name] of [
      [2, 'Heading two'],
      [3, 'Heading three'],
      [4, 'Heading four'],
      [5, 'Heading five'],
      [6, 'Heading six'],
    ] as const) {
      await expect(body.getByRole('heading', { level, name })).toBeVisible();
    }
    for (const [tag, text] of [
      ['strong', 'Bold'],
      ['em', 'italic'],
      ['u', 'underline'],
      ['code', 'code'],
      ['sup', 'super'],
      ['sub', 'sub'],
      ['s', 'struck'],
    ] as const) {
      await expect(body.locator(tag).first()).toHaveText(text);
    }
    await expect(body.locator('ul > li')).toHaveText(['First bullet', 'Second bullet']);
    await expect(body.locator('ol > li')).toHaveText(['Step one', 'Step two']);
    await expect(body.locator('blockquote')).toHaveText('Growth is a system, not a campaign.');
    await expect(body.locator('hr')).toHaveCount(1);
    await expect(body.locator('table thead th')).toHaveText(['Stage', 'Rate']);
    await expect(body.locator('table tbody td')).toHaveText(['Lead', '25%']);
    await expect(body.locator('img')).toHaveCount(3);
    await expect(body.locator('img').nth(0)).toHaveAttribute('alt', 'Pipeline chart on a laptop');
    await expect(body.locator('img').nth(1)).toHaveAttribute('alt', 'Funnel diagram with five stages');
    await expect(body.locator('img').nth(2)).toHaveAttribute('alt', 'Image');
    await expect(body.locator('img').first()).toHaveAttribute('loading', 'lazy');
    const external = body.getByRole('link', { name: 'the guide' });
    await expect(external).toHaveAttribute('href', 'https://example.com/guide');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.locator('.embedded-entry a')).toHaveText('Linked Article');
    await markDocument(page);
    const internal = body.getByRole('link', { name: 'this article' });
    await expect(internal).toHaveAttribute('href', '/blog/linked-article');
    await expect(internal).not.toHaveAttribute('target', '_blank');
    await internal.click();
    await expect(page).toHaveURL(/\/blog\/linked-article$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('Share copies the link when there is no share sheet, and Save only confirms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const alerts = collectAlerts(page);
    await gotoHydrated(page, `${cms}/blog/pricing-experiments`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${cms}/blog/pricing-experiments`);
    const storageBefore = await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!', 'Blog post saved to your bookmarks!']);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual(
      storageBefore,
    );
  });

  test('Share uses the device share sheet with title, excerpt and address', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void calls.push(data),
        configurable: true,
      });
    });
    await gotoHydrated(page, `${cms}/blog/pricing-experiments`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([
        {
          title: 'Pricing Experiments That Moved Revenue',
          text: 'Three pricing tests we ran with SaaS founders this quarter.',
          url: `${cms}/blog/pricing-experiments`,
        },
      ]);
  });

  test('a missing post is a 404 with a way back', async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await expect(
      page.getByText("We couldn't find the blog post you're looking for. It may have been moved or deleted."),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expectNoAxeViolations(page);
  });
});
