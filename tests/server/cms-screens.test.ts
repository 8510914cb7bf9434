import { describe, expect, it } from 'vitest';
import { contentServiceHarness, eachCms } from './support/content-cms.ts';
import { pageHtml } from '../support/page-html.ts';
import { textOf } from '../support/hast.ts';

// The blog and resource screens as the server renders them against each CMS, with content, with none and
// while it is down. Both fakes hold the same posts and resources, so one set of expectations fits every
// provider. The browser's part (hydration over this markup, axe on each state) is
// tests/e2e/cms-screens.spec.ts.
describe.each(eachCms())('%s screens', (_name, cms) => {
  const { appFor } = contentServiceHarness(cms);

  async function visit(url: string, mode: typeof cms.mode = 'ok') {
    cms.mode = mode;
    const answer = await (await appFor()).inject(url);
    return { status: answer.statusCode, page: pageHtml(answer.body), body: answer.body };
  }

  it('lists the posts, newest first under Latest Insights', async () => {
    const { status, page } = await visit('/blog');
    expect(status).toBe(200);
    const featured = '[aria-labelledby="latest-insights"]';
    expect(page.text(`${featured} h3`)).toBe('Pricing Experiments That Moved Revenue');
    expect(page.text(featured)).toContain('Maya Lindqvist');
    expect(page.text(featured)).toContain('March 3, 2026');
    expect(page.texts(`${featured} [aria-label="Tags"] li`)).toEqual(['Pricing', 'SaaS']);
    expect(page.attribute(`${featured} img`, 'alt')).toBe('Pipeline chart on a laptop');
    expect(page.texts('[aria-labelledby="latest-articles"] article h3')).toEqual([
      'Rich Title Post',
      'Empty Body Post',
    ]);
  });

  it('says so when there are no posts yet', async () => {
    const { status, page } = await visit('/blog', 'empty');
    expect(status).toBe(200);
    expect(page.text('main h2')).toBe('No blog posts yet');
    expect(page.text('main')).toContain('check back soon');
  });

  it('shows the error state with a 503 when the CMS is down', async () => {
    const { status, page } = await visit('/blog', '500');
    expect(status).toBe(503);
    expect(page.text('[role="alert"] h2')).toBe('Something went wrong');
    expect(page.text('[role="alert"]')).toContain('Failed to load blog posts. Please try again later.');
  });

  it('a post shows its header, hero image and every part of its rich text', async () => {
    const { status, page } = await visit('/blog/pricing-experiments');
    expect(status).toBe(200);
    expect(page.text('main h1')).toBe('Pricing Experiments That Moved Revenue');
    const header = page.text('.article__header');
    expect(header).toContain('Maya Lindqvist');
    expect(header).toContain('March 3, 2026');
    expect(header).toContain('Three pricing tests we ran with SaaS founders this quarter.');
    expect(page.attribute('.article__image img', 'width')).toBe('1600');
    expect(page.attribute('.article__image img', 'height')).toBe('900');
    expect(page.attribute('.article__image img', 'srcset')).toMatch(/ 800w/);
    expect(page.attribute('.article__image source', 'srcset')).toMatch(/ 1600w/);
    expect(page.text('.rich-body h2')).toBe('Heading one');
    expect(page.text('.rich-body h6')).toBe('Heading six');
    for (const [tag, text] of [
      ['strong', 'Bold'],
      ['em', 'italic'],
      ['u', 'underline'],
      ['code', 'code'],
      ['s', 'struck'],
    ] as const) {
      expect(page.text(`.rich-body ${tag}`), tag).toBe(text);
    }
    expect(page.text('.rich-body ul > li')).toContain('First bullet');
    expect(page.texts('.rich-body ol > li')).toEqual(['Step one', 'Step two']);
    expect(page.text('.rich-body blockquote')).toBe('Growth is a system, not a campaign.');
    expect(page.texts('.rich-body table thead th')).toEqual(['Stage', 'Rate']);
    const images = page.all('.rich-body img');
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.properties.alt)).toEqual([
      expect.any(String),
      'Funnel diagram with five stages',
      'Image',
    ]);
    const link = (name: string) => page.all('.rich-body a').find((a) => textOf(a) === name);
    expect(link('the guide')?.properties.target).toBe('_blank');
    expect(link('this article')?.properties.href).toBe('/blog/linked-article');
  });

  it('hostile content is inert: shown as text, with no link, script or handler', async () => {
    const { page } = await visit('/blog/rich-title-post');
    const body = page.text('.rich-body');
    expect(body).toContain('<script>alert("x")</script>');
    expect(body).toContain('click me');
    expect(body).toContain('Unknown node text');
    expect(page.all('.rich-body a, .rich-body script, .rich-body img[onerror]')).toEqual([]);
  });

  it('an empty body says so', async () => {
    const { page } = await visit('/blog/empty-body-post');
    expect(page.text('main')).toContain('No content available');
  });

  it('a post that cannot be loaded says so, with the way back', async () => {
    const { page } = await visit('/blog/pricing-experiments', '500');
    expect(page.text('main h1')).toBe('Failed to load the blog post. Please try again later.');
    expect(page.all('main a').find((a) => textOf(a).includes('Back to Blog'))?.properties.href).toBe('/blog');
  });

  it('lists the CMS resources, the most recently updated on top', async () => {
    const { page } = await visit('/resources');
    expect(page.text('[aria-labelledby="top-resource"] h3')).toBe('Pricing Page Teardown');
    const cards = '[aria-labelledby="all-resources"] article';
    expect(page.texts(`${cards} h3`)).toEqual(['Pricing Page Teardown', 'The CMS Growth Playbook']);
    expect(page.text(cards)).toContain('10 min read');
    expect(page.texts(`${cards} .type-badge`)).toEqual(['Guide', 'Playbook']);
  });

  it('a resource shows the CMS version', async () => {
    const { page } = await visit('/resources/growth-playbook');
    expect(page.text('main h1')).toBe('The CMS Growth Playbook');
    expect(page.text('main')).toContain('The edited version from the CMS');
    expect(page.text('.resource-meta')).toContain('16 min read');
    expect(page.text('.resource-meta')).toContain('By Growthwise Editors');
    expect(page.text('.rich-body')).toBe('The CMS version of the playbook.');
  });

  it('with no resources in the CMS, the built-in ones are shown', async () => {
    const { page } = await visit('/resources', 'empty');
    expect(page.all('[aria-labelledby="all-resources"] article')).toHaveLength(3);
  });

  it('falls back to the built-in resources while the CMS is down', async () => {
    const list = await visit('/resources', '500');
    expect(list.page.all('[aria-labelledby="all-resources"] article')).toHaveLength(3);
    const one = await visit('/resources/tech-stack-guide', '500');
    expect(one.page.text('main h1')).toBe('The Revenue Tech Stack Guide');
  });
});
