import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_DIR, TEST_SITE_URL, buildTestApp } from './support/test-app.ts';

// A link an editor writes in a body may name one of our pages in another form than its own address: the
// server redirects those, but the router in the browser would take them as written (docs/product.md,
// "Content"). The body's links are written in each page's one address.

const LINKS = [
  ['the about page', '/About/'],
  ['the speed post', '/Blog/Speed-To-Lead'],
  ['our AI services', `${TEST_SITE_URL}/Services/AI/?from=post#areas`],
  ['the playbook', '/resources/growth-playbook.html'],
  ['the home page', TEST_SITE_URL],
  ['the notes', '#notes'],
  ['write to us', 'mailto:hello@growthwise.test'],
  ['the guide', 'https://example.com/Guide/'],
] as const;

let app: FastifyInstance;
let body: string;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'growthwise-links-'));
  cpSync(FALLBACK_DIR, root, { recursive: true });
  const post = readFileSync(path.join(root, 'posts/speed-to-lead.md'), 'utf8')
    .replace('slug: speed-to-lead', 'slug: links-in-body')
    .replace(/\n---\n[\s\S]*$/, '\n---\n');
  writeFileSync(
    path.join(root, 'posts/links-in-body.md'),
    `${post}\nSee ${LINKS.map(([text, href]) => `[${text}](<${href}>)`).join(', ')}.\n`,
  );
  app = await buildTestApp({}, { fallbackDir: root });
  const page = await app.inject({ url: '/blog/links-in-body' });
  expect(page.statusCode).toBe(200);
  body = /<div class="rich-body" data-rich-body="">([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? '';
});
afterAll(async () => {
  await app.close();
});

const linkIn = (html: string, text: string) => new RegExp(`<a ([^>]*)>${text}</a>`).exec(html)?.[1] ?? 'no link';
const hrefOf = (attributes: string) => /\bhref="([^"]*)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&');

describe('links in a body', () => {
  it.each([
    ['the about page', '/about'],
    ['the speed post', '/blog/speed-to-lead'],
    ['our AI services', '/services/ai?from=post#areas'],
    ['the playbook', '/resources/growth-playbook'],
    ['the home page', '/'],
  ])('write %s in its own address (%s), which the server answers without a redirect', async (text, href) => {
    const attributes = linkIn(body, text);
    expect(hrefOf(attributes)).toBe(href);
    expect(attributes).not.toContain('target=');
    expect((await app.inject({ url: href })).statusCode).toBe(200);
  });

  it('open another site beside this one, and a place on the page or a mail where they are', () => {
    expect(linkIn(body, 'the guide')).toBe(
      'href="https://example.com/Guide/" target="_blank" rel="noopener noreferrer"',
    );
    expect(linkIn(body, 'the notes')).toBe('href="#notes"');
    expect(linkIn(body, 'write to us')).toBe('href="mailto:hello@growthwise.test"');
  });
});
