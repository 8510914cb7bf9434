import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';

// aria-current="page" is a screen reader's "current page": only the page itself may say it. A link to a
// page above this one (the nav's section, a breadcrumb, a back link, the footer's area) is not this page;
// the nav marks its section with aria-current="true" (docs/product.md, "Layout").

let app: FastifyInstance;
let pages: string[];
beforeAll(async () => {
  app = await buildTestApp();
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
  pages = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
});
afterAll(async () => {
  await app.close();
});

type Marked = { tag: string; href?: string; text: string; current: string; nav: boolean };

/** Every element with aria-current, with its href, its text, and whether it is in the main navigation. */
function markedIn(html: string): Marked[] {
  const navs = [...html.matchAll(/<nav[^>]*aria-label="(?:Main|Mobile)"[\s\S]*?<\/ul>/g)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
  return [...html.matchAll(/<(a|span)\b([^>]*\baria-current="([^"]*)"[^>]*)>([^<]*)/g)].map((m) => ({
    tag: m[1]!,
    href: /\bhref="([^"]*)"/.exec(m[2]!)?.[1],
    current: m[3]!,
    text: m[4]!,
    nav: navs.some(([start, end]) => m.index >= start! && m.index < end!),
  }));
}

describe('the current page', () => {
  it('is the only thing announced as the current page, on every page of the sitemap', async () => {
    expect(pages.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const path of [...pages, '/blog/thank-you', '/blog/no-such-post', '/resources/no-such-resource']) {
      for (const mark of markedIn((await app.inject({ url: path })).body)) {
        if (mark.current !== 'page') continue;
        const target = mark.href?.split(/[?#]/)[0];
        if (mark.tag === 'span' || (target === path && !mark.href?.includes('#'))) continue;
        wrong.push(`${path}: ${mark.text} (${mark.href})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Below its own page the nav lights its section (`true`); on the page itself it is the page (`page`).
  it.each([
    ['/services/marketing/seo-content-strategy', 'Services', 'true'],
    ['/services/ai', 'Services', 'true'],
    ['/blog/speed-to-lead', 'Blog', 'true'],
    ['/resources/growth-playbook', 'Resources', 'true'],
    ['/services', 'Services', 'page'],
    ['/blog', 'Blog', 'page'],
    ['/contact', 'Contact', 'page'],
  ])('marks the navigation link of %s (%s) with aria-current="%s"', async (path, label, expected) => {
    const nav = markedIn((await app.inject({ url: path })).body).filter((mark) => mark.nav);
    // The header's bar and the mobile menu.
    expect(nav.map(({ text, current }) => [text, current])).toEqual([
      [label, expected],
      [label, expected],
    ]);
  });
});
