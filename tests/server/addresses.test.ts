import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_SITE_URL, buildTestApp } from './support/test-app.ts';
import { METRICS_TOKEN, scrape, value } from './support/prometheus.ts';

// What the server answers at an address that is not a page's own (docs/hardening.md, "Addresses"): a
// permanent redirect to the page's one address, the 404 page, or JSON for what is not a page.

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const BROWSER_PAGE = { 'sec-fetch-dest': 'document', accept: 'text/html' };

const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);

/** A request over a socket, with its path as written: inject() and browsers resolve it first. */
const overASocket = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status?: number; location?: string }>((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers }, (answer) => {
      answer.resume();
      done({ status: answer.statusCode, location: answer.headers.location });
    })
      .on('error', fail)
      .end();
  });

describe("addresses that are not a page's own", () => {
  it.each([
    ...['/robots-like.txt', '/assets/missing.js', '/favicon.png', '/sub/dir/file.json'],
    // Under /api, no API route: a reader of the API gets JSON it can read.
    ...['/api', '/api/', '/api/nothing', '/api/posts/a-post/comments', '/api/resources/x/y?z=1'],
  ])('answers %s, a missing file or API path, with a JSON 404, never a page', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  // A browser opening an old address (a bookmark of the site before this one, a link typed by hand) gets the
  // site's 404 page; a script or an image asking for the same path still gets JSON.
  it.each([
    ['/wp-login.php', { 'sec-fetch-dest': 'document' }],
    ['/docs/old-brochure.pdf', { 'sec-fetch-dest': 'document', accept: 'text/html,*/*;q=0.8' }],
    // A browser that sends no Sec-Fetch-Dest says it by asking for HTML.
    ['/old-page.asp', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
  ])('answers %s, opened as a page, with the 404 page inside the layout', async (url, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.body).toContain('class="site-header');
  });

  it.each([
    ['/favicon.png', { 'sec-fetch-dest': 'image', accept: 'image/avif,image/webp,*/*' }],
    ['/assets/missing.js', { 'sec-fetch-dest': 'script', accept: '*/*' }],
    ['/data.json', { 'sec-fetch-dest': 'empty', accept: 'text/html' }],
    ['/about.html', { accept: '*/*' }],
    ['/api/nothing', { 'sec-fetch-dest': 'document', accept: 'text/html' }],
  ])('answers %s, fetched by a script or an element, with JSON even when it asks for HTML', async (url, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  // Every other form of a page's address is a permanent redirect to its own, with the query string (a
  // campaign's utm_ parameters) kept; `//blog` was the home page and `//services/ai` a 404.
  it.each([
    ['/services/', '/services'],
    ['/blog/speed-to-lead/', '/blog/speed-to-lead'],
    ['//blog', '/blog'],
    ['///services/ai/', '/services/ai'],
    ['/blog//speed-to-lead', '/blog/speed-to-lead'],
    ['/services/?utm_source=news&utm_medium=email', '/services?utm_source=news&utm_medium=email'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/blog/index.htm?ref=old-site', '/blog?ref=old-site'],
    ['/Contact.HTML/', '/contact'],
    // Every page's address is in small letters: one typed or printed with capitals is that page.
    ['/About', '/about'],
    ['/Services/AI', '/services/ai'],
    ['/Blog/Speed-To-Lead?utm_source=LinkedIn', '/blog/speed-to-lead?utm_source=LinkedIn'],
    ['/RESOURCES/Tech-Stack-Guide/', '/resources/tech-stack-guide'],
  ])('redirects %s to %s for good', async (url, target) => {
    const response = await app.inject({ url, headers: { 'sec-fetch-dest': 'document' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(target);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const followed = await app.inject({ url: target });
    expect(followed.statusCode).toBe(200);
    expect(canonicalOf(followed.body)).toEqual([`${TEST_SITE_URL}${target.split('?')[0]!.toLowerCase()}`]);
  });

  // The router reads these as the page, and each was rendered and kept as a page of its own (docs/hardening.md,
  // "Addresses"): escapes of plain letters, dot segments, spaces at the end.
  it.each([
    ['/%61bout', '/about'],
    ['/blog/speed%2Dto%2Dlea%64?utm_source=news', '/blog/speed-to-lead?utm_source=news'],
    ['/services/%61i', '/services/ai'],
    ['/about%20%20', '/about'],
    ['/resources/growth-playbook%20', '/resources/growth-playbook'],
  ])('redirects %s, which the router reads as a page, to %s', async (url, target) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(target);
    expect((await app.inject({ url: target })).statusCode).toBe(200);
  });

  // Dot segments reach the server only from a client that sends the path as written (a browser resolves
  // them first, and so does inject), so this one goes over a socket.
  it('redirects a path with dot segments, as a scanner sends it, to the page it names', async () => {
    expect(await overASocket('/blog/../about')).toMatchObject({ status: 308, location: '/about' });
    expect(await overASocket('/./services/./ai/strategy-roadmap?ref=x')).toMatchObject({
      status: 308,
      location: '/services/ai/strategy-roadmap?ref=x',
    });
  });

  it('leaves a percent escape as it is written when it puts an address in small letters', async () => {
    const response = await app.inject({ url: '/Blog/Caf%C3%A9', headers: { 'sec-fetch-dest': 'document' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/blog/caf%C3%A9');
  });

  // Before, each way of capitalising a page's address was rendered and kept as a page of its own: a crawler
  // asking for 300 of them pushed every real page out of memory (docs/hardening.md, "Addresses").
  it('renders a page once however its address is capitalised, and keeps only that copy', async () => {
    const metered = await buildTestApp({ METRICS_TOKEN });
    try {
      const path = '/services/ai/strategy-roadmap';
      expect((await metered.inject({ url: path })).statusCode).toBe(200);
      for (let i = 1; i <= 320; i += 1) {
        // The i-th capitalisation: letter k is a capital when bit k of i is set.
        let letter = 0;
        const variant = path.replace(/[a-z]/g, (c) => (i & (1 << letter++) ? c.toUpperCase() : c));
        const response = await metered.inject({ url: variant });
        expect(response.statusCode, variant).toBe(308);
        expect(response.headers.location, variant).toBe(path);
      }
      expect((await metered.inject({ url: path })).statusCode).toBe(200);
      const text = await scrape(metered);
      expect(value(text, 'growthwise_page_cache_lookups_total', { result: 'miss' })).toBe(1);
      expect(value(text, 'growthwise_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    } finally {
      await metered.close();
    }
  });

  it('never redirects to another host: //evil.example/x stays on this site', async () => {
    const response = await app.inject({ url: '//evil.example/x', headers: { 'sec-fetch-dest': 'document' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/evil.example/x');
    expect((await app.inject({ url: '/evil.example/x' })).statusCode).toBe(404);
  });

  it('still renders a page whose path only begins with the letters api', async () => {
    const response = await app.inject({ url: '/apiary' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Page not found</h1>');
  });

  it('redirects a category without an overview page to /services', async () => {
    for (const url of [
      '/services/marketing',
      '/services/sales',
      '/services/nothing',
      '/services/ai/nothing',
      '/services/x/y',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(301);
      expect(response.statusCode, url).toBeLessThan(400);
      expect(new URL(response.headers.location as string, TEST_SITE_URL).pathname).toBe('/services');
    }
  });

  it('redirects the footer links that have no screen to the closest one', async () => {
    const expected = {
      '/careers': '/about#who-we-are',
      '/resources/insights': '/blog',
      '/resources/faq': '/contact',
      '/resources/newsletter': '/blog',
    };
    for (const [url, target] of Object.entries(expected)) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(307);
      const location = new URL(response.headers.location as string, TEST_SITE_URL);
      expect(location.pathname + location.hash, url).toBe(target);
    }
  });
});

describe('a malformed address a browser opens as a page', () => {
  it.each([
    ['/blog/%ZZ', '/blog/%25zz', 'Blog post not found'],
    ['/blog/caf%C3', '/blog/caf%25c3', 'Blog post not found'],
    ['/Resources/Growth-Playbook%', '/resources/growth-playbook%25', 'Resource not found'],
    ['/%E0%A4%A/', '/%25e0%25a4%25a', 'Page not found'],
    ['/blog/%ZZ?utm_source=mail&q=%ZZ', '/blog/%25zz?utm_source=mail&q=%ZZ', 'Blog post not found'],
    // A path that a browser would read as another host's stays on this one.
    ['//evil.example/%ZZ', '/evil.example/%25zz', 'Page not found'],
    ['/blog/%ZZ?next=<script>', '/blog/%25zz?next=%3Cscript%3E', 'Blog post not found'],
  ])('%s goes to %s, the site\'s "%s" page', async (url, location, heading) => {
    const response = await app.inject({ url, headers: BROWSER_PAGE });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = await app.inject({ url: location, headers: BROWSER_PAGE });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>${heading}</h1>`);
  });

  it('a backslash, which a browser reads as a slash, is written as an escape (a raw request)', async () => {
    // inject() reads its URL as a browser would, so only a request over a socket keeps the backslash.
    expect(await overASocket('/\\evil.example/%ZZ', BROWSER_PAGE)).toEqual({
      status: 308,
      location: '/%5Cevil.example/%25zz',
    });
  });

  it('a browser that does not send Sec-Fetch-Dest but asks for HTML is sent there too', async () => {
    const response = await app.inject({ url: '/blog/%ZZ', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/blog/%25zz');
  });
});
