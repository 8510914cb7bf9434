import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_SITE_URL, buildTestApp } from './support/test-app.ts';

// Every route of docs/product.md's route table, with the main heading its first HTML must carry.
const ROUTES: [string, string][] = [
  ['/', 'Get the growth you deserve'],
  ['/services', 'Cut Revenue Leaks with Growth Consulting'],
  ['/services/business-operations', 'Business Operations'],
  ['/services/ai', 'AI Solutions'],
  ['/services/marketing/seo-content-strategy', 'SEO &amp; Content Strategy'],
  ['/resources', 'Growth Resources'],
  ['/resources/tech-stack-guide', 'The Revenue Tech Stack Guide'],
  ['/blog/crm-hygiene-checklist', 'A 20-Minute CRM Hygiene Checklist for Founders'],
  ['/blog', 'Growthwise Blog'],
  ['/blog/thank-you', 'Your Content Has Been Published!'],
  ['/about', 'About Us'],
  ['/contact', 'Stop Guessing - Get Growth Answers Now'],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

function headOf(html: string) {
  const match = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    h1: match(/<h1[^>]*>(.*?)<\/h1>/s),
    title: match(/<title>(.*?)<\/title>/s),
    description: match(/<meta name="description" content="([^"]*)"/),
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    ogTitle: match(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: match(/<meta property="og:description" content="([^"]*)"/),
  };
}

describe('server-rendered pages', () => {
  it.each(ROUTES)(
    '%s answers HTML with its heading, title, description, canonical and Open Graph tags',
    async (url, heading) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const head = headOf(response.body);
      expect(head.h1).toContain(heading);
      expect(head.title).toMatch(/Growthwise/);
      expect(head.description?.length).toBeGreaterThan(40);
      expect(head.canonical).toEqual([`${TEST_SITE_URL}${url === '/' ? '/' : url}`]);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
    },
  );

  it('gives every page its own title and description', async () => {
    const heads = await Promise.all(ROUTES.map(async ([url]) => headOf((await app.inject({ url })).body)));
    expect(new Set(heads.map((h) => h.title)).size).toBe(ROUTES.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(ROUTES.length);
  });

  it('gives a shared link a large picture: the site card on pages without one of their own', async () => {
    const pictures = (html: string) =>
      [...html.matchAll(/<meta (?:property|name)="(og:image[^"]*|twitter:card|twitter:image)" content="([^"]*)"/g)].map(
        (m) => [m[1], m[2]],
      );
    const card = [
      ['og:image', `${TEST_SITE_URL}/social-card.png`],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Growthwise: Growth consulting for B2B SaaS and e-commerce founders'],
      ['twitter:card', 'summary_large_image'],
    ];
    // Every route of the table, and a post whose picture is an SVG (which previews do not show).
    for (const url of [...ROUTES.map(([route]) => route), '/blog/speed-to-lead']) {
      expect(pictures((await app.inject({ url })).body), url).toEqual(card);
    }
    // Search engines read SVG: the post's structured data keeps its own picture.
    const post = (await app.inject({ url: '/blog/speed-to-lead' })).body;
    expect(post).toContain(`"image":"${TEST_SITE_URL}/images/blog/speed-to-lead.svg"`);
  });

  it('serves an unknown path as a real 404 page inside the layout, linking home and to /contact', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.body).toContain('<title>Page not found | Growthwise</title>');
    expect(response.body).toMatch(/<main[^>]*>.*href="\/".*href="\/contact".*<\/main>/s);
    expect(response.body).toContain('class="site-header');
    expect(response.body).toContain('class="site-footer');
  });

  // A page from memory is the same for every visitor, so its inline scripts are allowed by hash: compressed
  // once, and a 304 for a browser that has it (docs/hardening.md, "Pages served from memory").
  // The inline scripts a browser runs: not those with a src, nor JSON data blocks.
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=|application\/(ld\+)?json/.test(m[1] ?? ''),
    );
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('allows exactly the inline scripts of a page from memory, by their hashes, with no nonce left in it', async () => {
    for (const url of ['/', '/about', '/blog/crm-hygiene-checklist']) {
      const response = await app.inject({ url });
      const csp = response.headers['content-security-policy'] as string;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const scripts = inlineScripts(response.body);
      expect(scripts.length, url).toBeGreaterThan(3);
      expect(scriptSrc.sort(), url).toEqual(["'self'", ...new Set(scripts.map((m) => sha256(m[2] ?? '')))].sort());
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.body, url).not.toMatch(/nonce|csp-nonce/);
      const again = await app.inject({ url });
      expect(again.headers['content-security-policy'], url).toBe(csp);
      expect(again.body, url).toBe(response.body);
    }
  });

  it('sends a page from memory compressed once, as the browser asks, and a 304 when it has that page', async () => {
    const plain = await app.inject({ url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([etag, etag]);

    const revalidated = await app.inject({
      url: '/about',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    // The browser's copy may be of an earlier render, with other script hashes: its stored CSP must stay.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const other = await app.inject({ url: '/about', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    // A page not found has no validator: it is not a page to keep.
    const missing = await app.inject({ url: '/no-such-page', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('gives a page rendered for one visitor (a refused form post) a fresh nonce on every inline script', async () => {
    const refused = () =>
      app.inject({
        method: 'POST',
        url: '/contact',
        payload: 'name=Ada&email=not-an-address&company=Engines&phone=&challenge=Leads+go+cold&website=',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      });
    const response = await refused();
    expect(response.statusCode).toBe(400);
    const csp = response.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    const scripts = inlineScripts(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect((await refused()).headers['content-security-policy']).not.toBe(csp);
  });
});

describe('security and health', () => {
  it('sends the basic security headers on every response', async () => {
    for (const url of ['/', '/healthz', '/no-such-page', '/missing.txt']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers GET /healthz with 200 JSON', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses pages with brotli or gzip as the client asks', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers a method that no route takes with 405 JSON and Allow (every path is a page to GET)', async () => {
    const response = await app.inject({ method: 'POST', url: '/nothing' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ error: 'POST is not allowed here' });
  });
});

describe('service pages', () => {
  const SERVICE_PATHS = [
    '/services/business-operations/process-optimization',
    '/services/business-operations/infrastructure-compliance',
    '/services/business-operations/revops-implementation',
    '/services/marketing/seo-content-strategy',
    '/services/marketing/lead-generation-strategy',
    '/services/marketing/funnel-optimization',
    '/services/marketing/brand-positioning-messaging',
    '/services/sales/hubspot-implementation',
    '/services/sales/process-optimization',
    '/services/sales/automation',
    '/services/ai/strategy-roadmap',
    '/services/ai/agent-development',
    '/services/ai/workflow-integration',
  ];

  it('renders all thirteen, each with its own title and description', async () => {
    const heads = [];
    for (const url of SERVICE_PATHS) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      heads.push(headOf(response.body));
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(13);
    expect(new Set(heads.map((h) => h.description)).size).toBe(13);
    expect(new Set(heads.map((h) => h.h1)).size).toBe(13);
  });

  it('links each to at least two related service pages, all of which are real', async () => {
    for (const url of SERVICE_PATHS) {
      const html = (await app.inject({ url })).body;
      const list = /<ul class="related-list"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      const related = [...list.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(related.length, url).toBeGreaterThanOrEqual(2);
      for (const href of related) expect(SERVICE_PATHS, `${url} links to ${href}`).toContain(href);
    }
  });
});
