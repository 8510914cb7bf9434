import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_SITE_URL, buildTestApp } from './support/test-app.ts';

const rendered: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      render: (render) => async (input) => {
        const url = new URL(input.request.url);
        rendered.push(url.pathname + url.search);
        return render(input);
      },
    },
  );
});
afterAll(() => app.close());

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"|content="[A-Za-z0-9+/=]{24}"/g, '');

describe('the page cache is keyed by path, never by query string', () => {
  it('renders /about once however many unique query strings ask for it', async () => {
    rendered.length = 0;
    const plain = await app.inject({ url: '/about' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => app.inject({ url: `/about?x=${i}&utm_source=s${i}` })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(rendered.filter((url) => url.startsWith('/about'))).toEqual(['/about']);
    expect(canonicalOf(answers[199]!.body)).toBe(`${TEST_SITE_URL}/about`);
    expect(withoutNonce(answers[199]!.body)).toBe(withoutNonce(plain.body));
  });

  it('never hands a query string to the renderer, so it cannot reach the canonical URL or the HTML', async () => {
    rendered.length = 0;
    const answer = await app.inject({ url: '/services?%22%3E%3Cscript%3Ex=1' });
    expect(answer.statusCode).toBe(200);
    expect(rendered).toEqual(['/services']);
    expect(answer.body).not.toContain('%3Cscript');
    expect(canonicalOf(answer.body)).toBe(`${TEST_SITE_URL}/services`);
  });
});
