import { test, expect, gotoHydrated, afterFrames } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';

test.describe('home', () => {
  test('has its sections in order with their texts and links; those below the fold reveal once about 10 percent is visible', async ({
    page,
  }) => {
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
  });
});

test.describe('blog thank-you page', () => {
  // On the Contentful site: the link names the CMS the site is configured with (tests/server/editor-app.test.ts).
  test('confirms the publication, wins over the post route, and links out to Contentful', async ({ page }) => {
    const response = await gotoHydrated(page, `${serverUrl(STACK.cms)}/blog/thank-you`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Content Has Been Published!');
    await expect(page.getByRole('link', { name: 'View Blog' })).toHaveAttribute('href', '/blog');
    const contentful = page.getByRole('link', { name: 'Back to Contentful' });
    await expect(contentful).toHaveAttribute('href', /^https:\/\/app\.contentful\.com\/spaces\/[^/]+\/entries$/);
    await expect(contentful).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/up to 2 minutes/)).toBeVisible();
  });
});

test.describe('motion', () => {
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
