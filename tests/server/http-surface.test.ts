import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
