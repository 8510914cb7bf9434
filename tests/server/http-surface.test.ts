import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const BROWSER_PAGE = { 'sec-fetch-dest': 'document', accept: 'text/html' };

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

describe('every answer carries the security headers', () => {
  it.each([
    ['a script', '/blog/%', {}],
    ['a script', '/%E0%A4%A', { accept: 'application/json' }],
    ['a browser', '/api/posts/%zz', BROWSER_PAGE],
    ['a browser posting', '/contact%zz', BROWSER_PAGE],
  ])('a malformed URL %s asks for, %s, is a 400 JSON without echo', async (_who, url, headers) => {
    const method = url.startsWith('/contact') ? 'POST' : 'GET';
    const response = await app.inject({ method, url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad request: the address is not valid' });
    expect(response.body).not.toContain('%');
    for (const header of SECURITY_HEADERS) expect(response.headers[header], header).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/api/posts', '/healthz', '/no/such/page'])('%s has the Permissions-Policy', async (url) => {
    const response = await app.inject({ url });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
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
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text.split('\r\n\r\n')[0] ?? ''));
      socket.on('error', reject);
      socket.end(
        'GET /\\evil.example/%ZZ HTTP/1.1\r\nHost: x\r\nSec-Fetch-Dest: document\r\nConnection: close\r\n\r\n',
      );
    });
    expect(head).toMatch(/^HTTP\/1\.1 308 /);
    expect(head).toMatch(/\r\nlocation: \/%5Cevil\.example\/%25zz\r\n/i);
  });

  it('a browser that does not send Sec-Fetch-Dest but asks for HTML is sent there too', async () => {
    const response = await app.inject({ url: '/blog/%ZZ', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/blog/%25zz');
  });
});

describe('a method no route takes is 405 with Allow', () => {
  it.each([
    ['DELETE', '/about', 'GET, HEAD'],
    ['PUT', '/api/posts', 'GET, HEAD'],
    ['POST', '/blog/some-post', 'GET, HEAD'],
    ['DELETE', '/contact', 'GET, HEAD, POST'],
    ['PATCH', '/api/revalidate', 'GET, HEAD, POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'DELETE', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ error: `${method} is not allowed here` });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers the methods a route takes', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
  });
});
