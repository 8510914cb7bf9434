import { test, expect, gotoHydrated, expectNoAxeViolations, collectAlerts, afterFrames } from './fixtures.ts';
import { CMS_SITES, serverUrl } from './stack-config.ts';

// The blog and resource screens against each CMS, with content, with none and while it is down. Both fakes
// hold the same posts and resources, so one set of expectations fits every provider; what only one
// provider's rich text can express is tested in blog.spec.ts.
for (const site of CMS_SITES) {
  const ok = serverUrl(site.ok);

  test.describe(`${site.provider}: blog`, () => {
    test('lists the posts, newest first under Latest Insights', async ({ page }) => {
      await gotoHydrated(page, `${ok}/blog`);
      const featured = page.getByRole('region', { name: 'Latest Insights' });
      await expect(featured.getByRole('heading', { name: 'Pricing Experiments That Moved Revenue' })).toBeVisible();
      await expect(featured).toContainText('Maya Lindqvist');
      await expect(featured).toContainText('March 3, 2026');
      await expect(featured.getByRole('list', { name: 'Tags' })).toHaveText(/Pricing\s*SaaS/);
      await expect(featured.locator('img')).toHaveAttribute('alt', 'Pipeline chart on a laptop');
      const articles = page.getByRole('region', { name: 'Latest Articles' }).getByRole('article');
      await expect(articles.getByRole('heading')).toHaveText(['Rich Title Post', 'Empty Body Post']);
      await expectNoAxeViolations(page);
    });

    test('says so when there are no posts yet', async ({ page }) => {
      await gotoHydrated(page, `${serverUrl(site.empty)}/blog`);
      await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible();
      await expect(page.getByText(/check back soon/)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('shows the error state when the CMS is down', async ({ page }) => {
      const response = await gotoHydrated(page, `${serverUrl(site.down)}/blog`);
      expect(response?.status()).toBe(503);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(alert).toContainText('Failed to load blog posts. Please try again later.');
      await expectNoAxeViolations(page);
    });

    test('a post shows its header, hero image and rich text', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) apiCalls.push(request.url());
      });
      await gotoHydrated(page, `${ok}/blog/pricing-experiments`);
      expect(apiCalls, 'hydration reuses the server data').toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Experiments That Moved Revenue');
      const header = page.locator('.article__header');
      await expect(header).toContainText('Maya Lindqvist');
      await expect(header).toContainText('March 3, 2026');
      await expect(header).toContainText('Three pricing tests we ran with SaaS founders this quarter.');
      const hero = page.locator('.article__image img');
      await expect(hero).toHaveAttribute('width', '1600');
      await expect(hero).toHaveAttribute('height', '900');
      await expect(hero).toHaveAttribute('srcset', / 800w/);
      await expect(page.locator('.article__image source').first()).toHaveAttribute('srcset', / 1600w/);
      const body = page.locator('.rich-body');
      await expect(body.getByRole('heading', { level: 2, name: 'Heading one' })).toBeVisible();
      await expect(body.getByRole('heading', { level: 6, name: 'Heading six' })).toBeVisible();
      for (const [tag, text] of [
        ['strong', 'Bold'],
        ['em', 'italic'],
        ['u', 'underline'],
        ['code', 'code'],
        ['s', 'struck'],
      ] as const) {
        await expect(body.locator(tag).first()).toHaveText(text);
      }
      await expect(body.locator('ul > li').first()).toContainText('First bullet');
      await expect(body.locator('ol > li')).toHaveText(['Step one', 'Step two']);
      await expect(body.locator('blockquote')).toHaveText('Growth is a system, not a campaign.');
      await expect(body.locator('table thead th')).toHaveText(['Stage', 'Rate']);
      await expect(body.locator('img')).toHaveCount(3);
      await expect(body.locator('img').nth(1)).toHaveAttribute('alt', 'Funnel diagram with five stages');
      await expect(body.locator('img').nth(2)).toHaveAttribute('alt', 'Image');
      await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
      await expect(body.getByRole('link', { name: 'this article' })).toHaveAttribute('href', '/blog/linked-article');
      await expectNoAxeViolations(page);
    });

    test('hostile content is inert', async ({ page }) => {
      const alerts = collectAlerts(page);
      await gotoHydrated(page, `${ok}/blog/rich-title-post`);
      const body = page.locator('.rich-body');
      await expect(body).toContainText('<script>alert("x")</script>');
      await expect(body).toContainText('click me');
      await expect(body).toContainText('Unknown node text');
      expect(await body.locator('a').count()).toBe(0);
      expect(await body.locator('script, img[onerror]').count()).toBe(0);
      await afterFrames(page);
      expect(alerts).toEqual([]);
    });

    test('an empty body says so', async ({ page }) => {
      await gotoHydrated(page, `${ok}/blog/empty-body-post`);
      await expect(page.getByText('No content available')).toBeVisible();
    });

    test('a post that cannot be loaded says so', async ({ page }) => {
      await gotoHydrated(page, `${serverUrl(site.down)}/blog/pricing-experiments`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Failed to load the blog post. Please try again later.',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    });
  });

  test.describe(`${site.provider}: resources`, () => {
    test('lists the CMS resources, the most recently updated on top', async ({ page }) => {
      await gotoHydrated(page, `${ok}/resources`);
      const top = page.getByRole('region', { name: 'Top Resource' });
      await expect(top.getByRole('heading', { name: 'Pricing Page Teardown' })).toBeVisible();
      const cards = page.getByRole('region', { name: 'All Resources' }).getByRole('article');
      await expect(cards.getByRole('heading')).toHaveText(['Pricing Page Teardown', 'The CMS Growth Playbook']);
      await expect(cards.first()).toContainText('10 min read');
      await expect(cards.first().locator('.type-badge')).toHaveText('Guide');
      await expect(cards.nth(1).locator('.type-badge')).toHaveText('Playbook');
      await expectNoAxeViolations(page);
    });

    test('a resource shows the CMS version', async ({ page }) => {
      await gotoHydrated(page, `${ok}/resources/growth-playbook`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The CMS Growth Playbook');
      await expect(page.getByText('The edited version from the CMS')).toBeVisible();
      const meta = page.locator('.resource-meta');
      await expect(meta).toContainText('16 min read');
      await expect(meta).toContainText('By Growthwise Editors');
      await expect(page.locator('.rich-body')).toHaveText('The CMS version of the playbook.');
      await expectNoAxeViolations(page);
    });

    test('with no resources in the CMS, the built-in ones are shown', async ({ page }) => {
      await gotoHydrated(page, `${serverUrl(site.empty)}/resources`);
      await expect(page.getByRole('region', { name: 'All Resources' }).getByRole('article')).toHaveCount(3);
    });

    test('falls back to the built-in resources while the CMS is down', async ({ page }) => {
      await gotoHydrated(page, `${serverUrl(site.down)}/resources`);
      await expect(page.getByRole('region', { name: 'All Resources' }).getByRole('article')).toHaveCount(3);
      await gotoHydrated(page, `${serverUrl(site.down)}/resources/tech-stack-guide`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Revenue Tech Stack Guide');
    });
  });
}
