import { test, expect, gotoHydrated, expectNoAxeViolations, afterFrames } from './fixtures.ts';

const SERVICES: Record<string, string[]> = {
  'business-operations': ['process-optimization', 'infrastructure-compliance', 'revops-implementation'],
  marketing: ['seo-content-strategy', 'lead-generation-strategy', 'funnel-optimization', 'brand-positioning-messaging'],
  sales: ['hubspot-implementation', 'process-optimization', 'automation'],
  ai: ['strategy-roadmap', 'agent-development', 'workflow-integration'],
};
const SERVICE_PATHS = Object.entries(SERVICES).flatMap(([category, slugs]) =>
  slugs.map((slug) => `/services/${category}/${slug}`),
);

test.describe('home', () => {
  test('has its sections in order with their texts and links', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the growth you deserve');
    await expect(page.locator('.home-hero').getByRole('link', { name: "Let's Talk Growth" })).toHaveAttribute(
      'href',
      '/contact',
    );
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.slice(0, 4)).toEqual(['The Hard Truth', 'Three Ways We Engage', 'Why Growthwise?', 'Who trust us?']);

    const problems = page.getByRole('region', { name: 'The Hard Truth' }).getByRole('article');
    const expectedProblems = [
      ['01', 'Your Growth Has Stalled', 'SHOW ME THE PLAYBOOK', '/resources/growth-playbook', 'green'],
      ['02', 'Your Tech Stack Is a Mess', 'UNTANGLE MY STACK', '/services/business-operations', 'orange'],
      ['03', "Generic AI Won't Pay Your Bills", 'SHOW ME HOW', '/services/ai', 'blue'],
    ];
    await expect(problems).toHaveCount(3);
    for (const [index, [number, title, cta, link, variant]] of expectedProblems.entries()) {
      const card = problems.nth(index);
      await expect(card.locator('.problem-card__number')).toHaveText(number as string);
      await expect(card.getByRole('heading')).toHaveText(title as string);
      await expect(card.locator('p')).not.toBeEmpty();
      await expect(card.getByRole('link', { name: cta as string })).toHaveAttribute('href', link as string);
      await expect(card).toHaveClass(new RegExp(`problem-card--${variant}`));
    }

    const engagements = page.getByRole('region', { name: 'Three Ways We Engage' }).getByRole('article');
    const expectedEngagements = [
      ['Audit', 'GET AUDIT', 'from $3,000'],
      ['Strategy', 'START ADVISORY', 'from $200/h'],
      ['As-a-Service', 'EXPLORE', 'Custom Price'],
    ];
    for (const [index, [title, cta, price]] of expectedEngagements.entries()) {
      const card = engagements.nth(index);
      await expect(card.getByRole('heading')).toHaveText(title as string);
      await expect(card.locator('.engagement-card__price')).toHaveText(price as string);
      await expect(card.getByRole('link', { name: new RegExp(`^${cta}`) })).toHaveAttribute('href', '/contact');
      await expect(card.getByRole('link')).toHaveText(cta as string);
    }

    const why = page.getByRole('region', { name: 'Why Growthwise?' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Proven Growth Playbooks',
      'Real-World Practitioners',
      'Custom AI Agents',
      'HubSpot Mastery',
    ]);
    await expect(why.getByRole('img')).toHaveCount(2);

    const testimonials = page.getByRole('region', { name: 'Who trust us?' }).locator('figure');
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.locator('blockquote')).not.toBeEmpty();
      await expect(testimonial.locator('figcaption strong')).not.toBeEmpty();
      await expect(testimonial.locator('figcaption span')).toHaveText(/.+, .+/);
    }
    await expect(page.getByRole('link', { name: 'BOOK FREE CONSULTATION CALL' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });
});

test.describe('about', () => {
  test('tells the story, the approach, the team and the proof points', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const story = page.getByRole('region', { name: 'Our Story' });
    await expect(story.locator('p')).toHaveCount(4);
    await expect(story.getByRole('link', { name: 'Grab a Virtual Coffee' })).toHaveAttribute('href', '/contact');
    const approach = page.getByRole('region', { name: 'Our Approach' });
    await expect(approach.getByText('HOW WE WORK', { exact: true })).toBeVisible();
    await expect(approach.getByRole('article')).toHaveCount(4);
    for (const card of await approach.getByRole('article').all()) {
      await expect(card.locator('svg')).toHaveCount(1);
      await expect(card.getByRole('heading')).not.toBeEmpty();
      await expect(card.locator('p')).not.toBeEmpty();
    }
    const team = page.getByRole('region', { name: 'Who We Are' });
    await expect(team.getByText('THE TEAM', { exact: true })).toBeVisible();
    const members = team.getByRole('article');
    await expect(members).toHaveCount(3);
    for (const member of await members.all()) {
      await expect(member.locator('.team-card__initials, .team-card__photo')).toHaveCount(1);
      await expect(member.locator('.team-card__title')).not.toBeEmpty();
      const links = member.getByRole('link');
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toHaveAttribute('href', /linkedin\.com/);
      await expect(links.nth(1)).toHaveAttribute('href', /x\.com/);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    await expect(members.first().locator('.team-card__initials')).toHaveText('ML');
    const proof = page.getByRole('region', { name: 'Our Proof Points' });
    await expect(proof.getByText('TRACK RECORD', { exact: true })).toBeVisible();
    await expect(proof.locator('dt')).toHaveText(['$15M', '61x', '10+', '100s']);
    await expect(proof.locator('dd')).toHaveText([
      'in ARR built at a previous company',
      'return on ad spend on organic search',
      'industries served',
      'of processes automated',
    ]);
    await expectNoAxeViolations(page);
  });
});

test.describe('services', () => {
  test('lists every area with its services and the engagement table', async ({ page }) => {
    await gotoHydrated(page, '/services');
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
    await expectNoAxeViolations(page);
  });

  test('carries no service page copy until a service page is opened', async ({ page }) => {
    // A sentence of the AI strategy page's long copy: /services shows only titles and subtitles.
    const copy = 'few are told where to start';
    const scripts: Promise<{ url: string; hasCopy: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((body) => ({ url: response.url(), hasCopy: body.includes(copy) })));
    });
    const withCopy = async () => (await Promise.all(scripts)).filter((script) => script.hasCopy).map((s) => s.url);
    await gotoHydrated(page, '/services');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await withCopy()).toEqual([]);

    await page.locator('section#ai').getByRole('link', { name: 'Explore AI Strategy & Roadmap' }).click();
    await expect(page).toHaveURL(/\/services\/ai\/strategy-roadmap$/);
    await expect(page.getByText(copy)).toBeVisible();
    expect(await withCopy()).toHaveLength(1);
  });

  test('hero buttons scroll to their section 120 px below the top', async ({ page }) => {
    await gotoHydrated(page, '/services');
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
  });

  test('a direct visit to /services#ai lands on the section at the same offset', async ({ page }) => {
    await gotoHydrated(page, '/services#ai');
    await expect
      .poll(() => page.locator('section#ai').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(120);
  });
});

test.describe('category overviews', () => {
  for (const [slug, title, count] of [
    ['business-operations', 'Business Operations', 3],
    ['ai', 'AI Solutions', 3],
  ] as const) {
    test(`/services/${slug} shows the overview`, async ({ page }) => {
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
      await expectNoAxeViolations(page);
    });
  }

  for (const path of [
    '/services/marketing',
    '/services/sales',
    '/services/nothing-here',
    '/services/ai/nothing',
    '/services/x/y',
  ]) {
    test(`${path} redirects to /services over HTTP`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([301, 302, 307, 308]).toContain(response.status());
      expect(response.headers().location).toMatch(/\/services$/);
    });
  }

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

  for (const path of SERVICE_PATHS) {
    test(`${path} renders, has no axe violations and its related links resolve`, async ({ page, request }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const related = await page
        .locator('.related-list a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(related.length).toBeGreaterThanOrEqual(2);
      for (const href of related) {
        expect(SERVICE_PATHS, `${path} links to ${href}`).toContain(href);
        expect((await request.get(href as string, { maxRedirects: 0 })).status()).toBe(200);
      }
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('blog thank-you page', () => {
  test('confirms the publication, wins over the post route, and links out to Contentful', async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/thank-you');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Content Has Been Published!');
    await expect(page.getByRole('link', { name: 'View Blog' })).toHaveAttribute('href', '/blog');
    const contentful = page.getByRole('link', { name: 'Back to Contentful' });
    await expect(contentful).toHaveAttribute('href', 'https://app.contentful.com');
    await expect(contentful).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/up to 2 minutes/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('motion', () => {
  test('sections below the fold reveal once when about 10 percent is visible', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 700 });
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'Who trust us?' });
    await expect(section).toHaveAttribute('data-reveal', 'waiting');
    await expect(section).toHaveCSS('opacity', '0');
    // Its top half-way down the window: well past the 10 percent threshold at any width.
    await section.evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2,
        behavior: 'instant',
      }),
    );
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await afterFrames(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-reveal', 'shown');
    await expect(section).toHaveCSS('opacity', '1');
    const delays = await section
      .locator('.stagger-item')
      .evaluateAll((items) => items.map((el) => getComputedStyle(el).transitionDelay));
    expect(delays.map((d) => d.split(',')[0])).toEqual(['0s', '0.2s', '0.4s']);
  });

  test('with reduced motion nothing moves and everything is visible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    const states = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-reveal'), getComputedStyle(el).opacity]));
    expect(states.length).toBeGreaterThan(3);
    for (const state of states) expect(state).toEqual(['static', '1']);
    await context.close();
  });

  test('with JavaScript off every section is readable', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const path of ['/', '/about', '/services']) {
      await page.goto(path);
      const hidden = await page
        .locator('main *')
        .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === '0').length);
      expect(hidden, path).toBe(0);
    }
    await expect(page.getByRole('heading', { name: 'How We Engage' })).toBeVisible();
    await context.close();
  });
});
