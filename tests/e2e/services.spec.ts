import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';

/** The scripts the page fetches from now on, and which of them hold a sentence. */
function watchScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return {
    count: async () => (await Promise.all(scripts)).length,
    holding: async (sentence: string) =>
      (await Promise.all(scripts)).filter((script) => script.body.includes(sentence)).map((script) => script.url),
  };
}

const SERVICES: Record<string, string[]> = {
  'business-operations': ['process-optimization', 'infrastructure-compliance', 'revops-implementation'],
  marketing: ['seo-content-strategy', 'lead-generation-strategy', 'funnel-optimization', 'brand-positioning-messaging'],
  sales: ['hubspot-implementation', 'process-optimization', 'automation'],
  ai: ['strategy-roadmap', 'agent-development', 'workflow-integration'],
};

test.describe('services', () => {
  test('lists every area with its services and the engagement table, its hero buttons scroll to each, and it carries no service page copy until one is opened', async ({
    page,
  }) => {
    // A sentence of the AI strategy page's long copy: /services shows only titles and subtitles.
    const copy = 'few are told where to start';
    const scripts = watchScripts(page);
    await gotoHydrated(page, '/services');
    expect(await scripts.count()).toBeGreaterThan(0);
    expect(await scripts.holding(copy)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cut Revenue Leaks with Growth Consulting');
    for (const [category, slugs] of Object.entries(SERVICES)) {
      const section = page.locator(`section#${category}`);
      const explore = section.getByRole('link', { name: /^Explore / });
      await expect(explore).toHaveCount(slugs.length);
      await expect(explore).toHaveText(slugs.map(() => 'Explore →'));
      for (const [index, slug] of slugs.entries()) {
        await expect(explore.nth(index)).toHaveAttribute('href', `/services/${category}/${slug}`);
      }
    }
    const table = page.getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['Model', 'What It Is', 'From', 'CTA']);
    await expect(table.locator('tbody th')).toHaveText(['Audit', 'Advisory & Kickstart', 'As-a-Service']);
    await expect(table.locator('tbody td:nth-of-type(2)')).toHaveText(['from $3,000', '$200/h', 'Custom price']);
    const ctas = table.locator('tbody a');
    await expect(ctas).toHaveText(['Get Audit', 'Start Advisory', 'Explore As-a-Service']);
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute('href', '/contact');

    // Hero buttons scroll to their section 120 px below the top.
    const buttons = page.getByRole('navigation', { name: 'Service areas' }).getByRole('link');
    await expect(buttons).toHaveText(['Business Operations', 'AI', 'Marketing', 'Sales']);
    for (const [label, id] of [
      ['AI', 'ai'],
      ['Marketing', 'marketing'],
      ['Business Operations', 'business-operations'],
      ['Sales', 'sales'],
    ]) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await buttons.filter({ hasText: new RegExp(`^${label}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // 120 px below the top, unless the page ends first (the last section on a tall screen).
      await expect
        .poll(() =>
          page.locator(`section#${id}`).evaluate((el) => {
            const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
            return (
              Math.round(el.getBoundingClientRect().top) === 120 || (atBottom && el.getBoundingClientRect().top < 120)
            );
          }),
        )
        .toBe(true);
    }

    await page.locator('section#ai').getByRole('link', { name: 'Explore AI Strategy & Roadmap' }).click();
    await expect(page).toHaveURL(/\/services\/ai\/strategy-roadmap$/);
    await expect(page.getByText(copy)).toBeVisible();
    expect(await scripts.holding(copy)).toHaveLength(1);
  });

  test("a service page loads its own area's copy only, and an overview no service page's", async ({ page }) => {
    // Sentences of the long copy of a sales service, an AI service, and of the AI overview.
    const sales = 'HubSpot can run your whole revenue engine';
    const ai = 'An AI tool that lives in a separate tab';
    const aiOverview = 'Generic AI tools promise a lot and change little';
    const scripts = watchScripts(page);
    await gotoHydrated(page, '/services/sales/hubspot-implementation');
    expect(await scripts.holding(sales)).toHaveLength(1);
    expect(await scripts.holding(ai)).toEqual([]);
    expect(await scripts.holding(aiOverview)).toEqual([]);

    // A related service in another area: its area's copy arrives with it.
    const related = page.getByRole('complementary', { name: 'Next steps' });
    await related.getByRole('link', { name: 'AI Workflow Integration' }).click();
    await expect(page).toHaveURL(/\/services\/ai\/workflow-integration$/);
    await expect(page.getByText(ai)).toBeVisible();
    expect(await scripts.holding(ai)).toHaveLength(1);

    const overview = watchScripts(page);
    await gotoHydrated(page, '/services/ai');
    await expect(page.getByText(aiOverview)).toBeVisible();
    expect(await overview.holding(aiOverview)).toHaveLength(1);
    expect(await overview.holding(ai)).toEqual([]);
  });

  test('a direct visit to /services#ai lands on the section at the same offset', async ({ page }) => {
    await gotoHydrated(page, '/services#ai');
    await expect
      .poll(() => page.locator('section#ai').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(120);
  });
});

test.describe('category overviews', () => {
  test('/services/business-operations and /services/ai show their overview', async ({ page }) => {
    for (const [slug, title, count] of [
      ['business-operations', 'Business Operations', 3],
      ['ai', 'AI Solutions', 3],
    ] as const) {
      await gotoHydrated(page, `/services/${slug}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', `/services#${slug}`);
      await expect(crumbs).toContainText(title);
      await expect(page.locator('.page-hero .icon-badge svg')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.page-hero__subtitle')).not.toBeEmpty();
      await expect(page.locator('.page-hero__lead')).not.toBeEmpty();
      await expect(page.getByRole('region', { name: 'What you get' }).getByRole('article')).toHaveCount(3);
      const services = page.getByRole('region', { name: `Our ${title} services` }).getByRole('article');
      await expect(services).toHaveCount(count);
      for (const link of await services.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', new RegExp(`^/services/${slug}/`));
      }
      await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/contact');
    }
  });

  test('in the browser a bad category replaces history, so Back skips it', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cut Revenue Leaks with Growth Consulting');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('service pages', () => {
  test('a service page has every part', async ({ page }) => {
    await gotoHydrated(page, '/services/ai/agent-development');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Services', 'AI Solutions']);
    await expect(crumbs.getByRole('link', { name: 'AI Solutions' })).toHaveAttribute('href', '/services#ai');
    await expect(crumbs).toContainText('Custom AI Agent Development');
    await expect(page.getByRole('link', { name: /Back to AI Solutions/ })).toHaveAttribute('href', '/services#ai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom AI Agent Development');
    await expect(page.locator('.page-hero__subtitle')).not.toBeEmpty();
    for (const heading of ['Overview', 'Key Benefits', 'Our Process', 'Ready to Get Started?', 'Related Services']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('.check-list li')).toHaveCount(4);
    await expect(page.locator('.process-steps__number')).toHaveText(['1', '2', '3', '4']);
    await expect(page.getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/contact');
  });
});
