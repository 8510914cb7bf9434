import { test, expect } from './fixtures.ts';
import { STACK, serverUrl } from './stack-config.ts';

const cms = serverUrl(STACK.cms);

test.describe('blog post head for search engines and link previews', () => {
  test('carries SEO title, description, article Open Graph, large card and JSON-LD in the first HTML', async ({
    request,
  }) => {
    const html = await (await request.get(`${cms}/blog/pricing-experiments`)).text();
    expect(html).toContain('<title>Pricing experiments for SaaS founders | Growthwise</title>');
    expect(html).toContain('<meta name="description" content="What three pricing tests taught us about SaaS revenue."');
    expect(html).toContain(`<link rel="canonical" href="${cms}/blog/pricing-experiments"`);
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('<meta property="og:title" content="Pricing experiments for SaaS founders | Growthwise"');
    expect(html).toContain(
      '<meta property="og:description" content="What three pricing tests taught us about SaaS revenue."',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg?w=1200&amp;h=630&amp;fit=fill&amp;fm=jpg&amp;q=80"',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    // The post's own picture, alone: the site's card is for pages without one.
    expect(html.match(/<meta property="og:image"/g)).toHaveLength(1);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    expect(jsonLd.map((d) => d['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({
      headline: 'Pricing experiments for SaaS founders',
      datePublished: '2026-03-03',
      author: { name: 'Maya Lindqvist' },
    });
    expect(jsonLd[1].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Blog',
      'Pricing Experiments That Moved Revenue',
    ]);
    expect(html).toContain('Heading one');
  });

  test('falls back to the title and excerpt', async ({ request }) => {
    const html = await (await request.get(`${cms}/blog/rich-title-post`)).text();
    expect(html).toContain('<title>Rich Title Post | Growthwise</title>');
    expect(html).toContain('<meta name="description" content="An excerpt written as rich text."');
  });
});
