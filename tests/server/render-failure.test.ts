import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { METRICS_TOKEN, scrape, value } from './support/prometheus.ts';
import { loggerOptions } from '../../server/log-options.ts';
import type { ContentSource } from '../../src/model/content-source.ts';

// A page whose rendering throws on the server (docs/hardening.md, "A page that fails to render"). The real
// app and server render; the failure is a bug planted in what a screen gets: a post whose tags are a string,
// which the post's tag list cannot map (a provider validates what it stores, so a CMS cannot send this), and,
// for the layout, inline CSS that cannot be read.

const BROKEN_POST = 'speed-to-lead';

function withBrokenPost(content: ContentSource): ContentSource {
  return {
    ...content,
    async getPost(slug) {
      const result = await content.getPost(slug);
      if (slug !== BROKEN_POST || result.status !== 'ok') return result;
      return { ...result, data: { ...result.data, tags: 'growth, crm' as unknown as string[] } };
    },
  };
}

const lines: string[] = [];
const rendered: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(
    { METRICS_TOKEN },
    {
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
      render: (render) => async (input) => {
        const path = new URL(input.request.url).pathname;
        rendered.push(path);
        const context = { ...input.context, content: withBrokenPost(input.context.content) };
        if (path === '/about') {
          context.pageStyles = () => {
            throw new Error('dist/client/assets/about.css: no such file');
          };
        }
        return render({ ...input, context });
      },
    },
  );
  await app.ready();
});
afterAll(() => app.close());

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const failuresLogged = () => logged().filter((entry) => entry.msg === 'page failed to render');
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

describe('a screen that throws while rendering', () => {
  it('answers 500 with the error page inside the layout, where React left the screen for the browser', async () => {
    const answer = await app.inject({ url: `/blog/${BROKEN_POST}` });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body;
    // The layout is the page's own: its head, header, footer and scripts.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<script type="module"');
    // In the screen's place, the error page, with a way to try again and a way on.
    const main = mainOf(html);
    expect(main).toContain('<h1>Something went wrong</h1>');
    expect(main).toContain(`<a href="/blog/${BROKEN_POST}" class="button button--accent">Try again</a>`);
    expect(main).toContain('href="/contact"');
    // The spinner React wrote as the screen's fallback is gone, and the boundary's marks stay, so the browser
    // renders the screen again when it hydrates.
    expect(main).not.toContain('Loading blog post');
    expect(main).toMatch(
      /<!--\$!--><template[^>]*><\/template><section class="page-section status-page"[\s\S]*<!--\/\$-->/,
    );
  });

  it('logs what threw, where, and for which page; counts it; and renders it again next time (never kept)', async () => {
    const before = value(await scrape(app), 'growthwise_page_render_failures_total', { part: 'page' }) ?? 0;
    lines.length = 0;
    rendered.length = 0;
    const first = await app.inject({ url: `/blog/${BROKEN_POST}`, headers: { 'x-request-id': 'render-fail-1' } });
    const second = await app.inject({ url: `/blog/${BROKEN_POST}` });
    expect([first.statusCode, second.statusCode]).toEqual([500, 500]);
    // Each request rendered it again: a 500 is not kept.
    expect(rendered.filter((path) => path === `/blog/${BROKEN_POST}`)).toHaveLength(2);

    const failures = failuresLogged();
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({
      level: 50,
      url: `/blog/${BROKEN_POST}`,
      part: 'page',
      err: { type: 'TypeError', message: expect.stringContaining('map is not a function') },
    });
    expect(String((failures[0]!.err as { stack: string }).stack)).toContain('TypeError');
    expect(failures[0]!.componentStack).toMatch(/TagChips/);
    const request = logged().find((entry) => entry.msg === 'request' && entry.requestId === 'render-fail-1');
    expect(request).toMatchObject({ status: 500, route: '/blog/$slug' });

    const after = value(await scrape(app), 'growthwise_page_render_failures_total', { part: 'page' });
    expect(after).toBe(before + 2);
  });

  it('leaves every other page as it was: 200, kept, nothing logged', async () => {
    lines.length = 0;
    rendered.length = 0;
    const [post, again] = [
      await app.inject({ url: '/blog/crm-hygiene-checklist' }),
      await app.inject({ url: '/blog/crm-hygiene-checklist' }),
    ];
    expect([post.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(post.body).not.toContain('<!--$!-->');
    expect(post.body).not.toContain('Something went wrong');
    expect(rendered).toEqual(['/blog/crm-hygiene-checklist']);
    expect(failuresLogged()).toEqual([]);
  });
});

describe('a layout that throws while rendering', () => {
  it('answers 500 with a document of its own: the error page, no script, never indexed', async () => {
    lines.length = 0;
    const answer = await app.inject({ url: '/about' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const html = answer.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(html).toContain('<title>Something went wrong | Growthwise</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(mainOf(html)).toContain('<h1>Something went wrong</h1>');
    expect(mainOf(html)).toContain('<a href="/about" class="button button--accent">Try again</a>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Internal Server Error');

    expect(failuresLogged()).toEqual([
      expect.objectContaining({
        level: 50,
        url: '/about',
        part: 'layout',
        err: expect.objectContaining({ message: 'dist/client/assets/about.css: no such file' }),
        componentStack: expect.stringMatching(/CriticalCss/),
      }),
    ]);
    expect(value(await scrape(app), 'growthwise_page_render_failures_total', { part: 'layout' })).toBeGreaterThan(0);
  });
});
