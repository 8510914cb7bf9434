import { test, expect, gotoHydrated, expectNoAxeViolations, collectAlerts } from './fixtures.ts';
import { holdRequests } from './hold-requests.ts';
import { navLink } from './nav.ts';

test.describe('resource list', () => {
  test('has the hero, the Top Resource and the All Resources grid, in 1, 2 and 3 columns with a 0.2 s stagger; a card opened shows "Loading resource..." while loading', async ({
    page,
  }) => {
    await gotoHydrated(page, '/resources');
    const viewport = page.viewportSize()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growth Resources');
    await expect(page.getByText(/50\+ B2B SaaS companies/)).toBeVisible();
    const top = page.getByRole('region', { name: 'Top Resource' });
    await expect(top.locator('.type-badge')).toHaveText('Playbook');
    await expect(top.getByRole('heading', { name: 'The B2B SaaS Growth Playbook' })).toBeVisible();
    await expect(top).toContainText('A step-by-step system to find where revenue leaks');
    await expect(top.getByRole('link', { name: /Read Now/ })).toHaveAttribute('href', '/resources/growth-playbook');
    const cards = page.getByRole('region', { name: 'All Resources' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Playbook', '15 min read', 'The B2B SaaS Growth Playbook', '/resources/growth-playbook'],
      ['Guide', '12 min read', 'The Revenue Tech Stack Guide', '/resources/tech-stack-guide'],
      ['Roadmap', '18 min read', 'The AI Implementation Guide', '/resources/ai-implementation-guide'],
    ];
    for (const [index, [type, time, title, href]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('.type-badge')).toHaveText(type as string);
      await expect(card).toContainText(time as string);
      await expect(card.getByRole('heading')).toHaveText(title as string);
      await expect(card.locator('p').last()).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /Read Now/ })).toHaveAttribute('href', href as string);
    }

    const columns = () =>
      page.locator('.card-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    for (const [width, count] of [
      [375, 1],
      [800, 2],
      [1100, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(columns).toBe(count);
    }
    const delays = await page
      .locator('.resource-card')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
    expect(delays).toEqual(['0s', '0.2s', '0.4s']);
    await page.setViewportSize(viewport);

    const release = await holdRequests(page, '**/api/resources/tech-stack-guide');
    await page
      .getByRole('region', { name: 'All Resources' })
      .getByRole('link', { name: /Read Now: The Revenue Tech Stack Guide/ })
      .click();
    await expect(page.getByText('Loading resource...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Revenue Tech Stack Guide');
  });

  test('shows "Loading resources..." while loading on a client-side visit', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/about');
    const release = await holdRequests(page, '**/api/resources');
    await (await navLink(page, isMobile, 'Resources')).click();
    await expect(page.getByText('Loading resources...')).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Top Resource' })).toBeVisible();
  });

  test('shows the error text when resources cannot be loaded', async ({ page, allowConsoleError }) => {
    allowConsoleError(/ERR_CONNECTION_REFUSED/);
    await gotoHydrated(page, '/about');
    await page.route('**/api/resources', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to load resources. Please try again later.');
  });
});

test.describe('resource detail', () => {
  test('shows breadcrumb, badge, read time, author, title, subtitle, body and the call to action', async ({ page }) => {
    await gotoHydrated(page, '/resources/ai-implementation-guide');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Home\s*\/?\s*Resources\s*\/?\s*The AI Implementation Guide/);
    await expect(crumbs.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    const meta = page.locator('.resource-meta');
    await expect(meta.locator('.type-badge')).toHaveText('Implementation Guide');
    await expect(meta).toContainText('18 min read');
    await expect(meta).toContainText('By Growthwise Team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The AI Implementation Guide');
    await expect(page.getByText('A practical roadmap from first use case to AI agents in production')).toBeVisible();
    await expect(page.locator('.rich-body table')).toBeVisible();
    await expect(page.locator('.rich-body blockquote')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Implement These Strategies?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Strategy Session' })).toHaveAttribute('href', '/contact');
  });

  test('Save only confirms, and Share copies the link without a share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const alerts = collectAlerts(page);
    await gotoHydrated(page, '/resources/growth-playbook');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toEqual(['Resource saved to your bookmarks!', 'Link copied to clipboard!']);
  });

  test('an unknown resource is a 404 with a way back', async ({ page }) => {
    const response = await gotoHydrated(page, '/resources/no-such-resource');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expectNoAxeViolations(page);
  });

  test('a resource that fails to load in the browser shows the error text', async ({ page, allowConsoleError }) => {
    allowConsoleError(/ERR_CONNECTION_REFUSED/);
    await gotoHydrated(page, '/resources');
    await page.route('**/api/resources/tech-stack-guide', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('region', { name: 'All Resources' })
      .getByRole('link', { name: /Read Now: The Revenue Tech Stack Guide/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Failed to load the resource. Please try again later.',
    );
  });
});
