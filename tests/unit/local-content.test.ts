import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elements, textOf } from '../support/hast.ts';
import { ContentFileError, loadLocalContent } from '../../server/content/local/local-provider.ts';
import { parseMarkdown } from '../../server/content/local/markdown.ts';
import { withPostDefaults, withResourceDefaults } from '../../server/content/defaults.ts';

const FALLBACK = path.resolve(import.meta.dirname, '../../content-fallback');

describe('content-fallback/', () => {
  it('holds the three built-in resources with their type, read time and card type', async () => {
    const resources = (await loadLocalContent(FALLBACK)).resources.map(withResourceDefaults);
    const meta = Object.fromEntries(resources.map((r) => [r.slug, [r.type, r.cardType, r.readTime]]));
    expect(meta).toEqual({
      'ai-implementation-guide': ['Implementation Guide', 'Roadmap', '18 min'],
      'growth-playbook': ['Playbook', 'Playbook', '15 min'],
      'tech-stack-guide': ['Guide', 'Guide', '12 min'],
    });
    for (const resource of resources) {
      expect(resource.title.length).toBeGreaterThan(5);
      expect(resource.subtitle.length).toBeGreaterThan(20);
      expect(resource.author).toBe('Growthwise Team');
      expect(resource.gradient).toMatch(/^linear-gradient\(/);
    }
  });

  it('gives each resource a full article: sections, lists, a table and a quote', async () => {
    const { resources } = await loadLocalContent(FALLBACK);
    for (const resource of resources) {
      const tags = elements(resource.body).map((el) => el.tagName);
      expect(textOf(resource.body).split(/\s+/).length, resource.slug).toBeGreaterThan(500);
      expect(tags.filter((tag) => tag === 'h2').length, resource.slug).toBeGreaterThanOrEqual(4);
      expect(tags, resource.slug).toEqual(
        expect.arrayContaining(['ul', 'ol', 'table', 'thead', 'blockquote', 'strong']),
      );
    }
  });

  it('holds at least three sample posts, newest first, with and without images and tags', async () => {
    const { posts } = await loadLocalContent(FALLBACK);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.publishedDate)).toEqual([...posts.map((p) => p.publishedDate)].sort().reverse());
    expect(posts.some((p) => p.featuredImage)).toBe(true);
    expect(posts.some((p) => !p.featuredImage)).toBe(true);
    expect(posts.some((p) => p.tags.length > 0)).toBe(true);
    expect(posts.some((p) => p.tags.length === 0)).toBe(true);
    for (const post of posts) {
      // The files leave the SEO fields empty: the source says so, and the site fills them in.
      expect([post.seoTitle, post.seoDescription]).toEqual(['', '']);
      expect(withPostDefaults(post)).toMatchObject({ seoTitle: post.title, seoDescription: post.excerpt });
      expect(post.body.children.length).toBeGreaterThan(3);
    }
  });
});

describe('a bad content file', () => {
  function fallbackWith(file: string, source: string) {
    const root = mkdtempSync(path.join(tmpdir(), 'growthwise-content-'));
    mkdirSync(path.join(root, 'resources'));
    mkdirSync(path.join(root, 'posts'));
    writeFileSync(path.join(root, file), source);
    return root;
  }

  it('stops loading with the file name and the field at fault', async () => {
    const root = fallbackWith('posts/broken.md', '---\ntitle: Broken\npublishedDate: March 3\n---\nBody');
    const error = await loadLocalContent(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFileError);
    expect((error as Error).message).toContain('posts/broken.md');
    expect((error as Error).message).toContain('slug: is required');
    expect((error as Error).message).toContain('publishedDate: must be a date such as 2026-03-03');
  });

  it('says what each bad field should look like', async () => {
    const source = `---\ntitle: T\nslug: Not A Slug\nsubtitle: S\ntype: Guide\nreadTime: five minutes\nauthor: A\ngradient: red\norder: 1\ncolour: blue\n---\nBody`;
    const root = fallbackWith('resources/bad.md', source);
    const message = String(await loadLocalContent(root).catch((e: unknown) => e));
    expect(message).toContain('slug: must be lower-case words joined by hyphens');
    expect(message).toContain('readTime: must look like "12 min"');
    expect(message).toContain('gradient: must be a CSS linear-gradient(...)');
    expect(message).toContain('colour: is not a known field');
  });

  it('rejects a slug that does not match the file name', async () => {
    const source = `---\ntitle: T\nslug: other\nsubtitle: S\ntype: Guide\nreadTime: 5 min\nauthor: A\ngradient: linear-gradient(1deg, red, blue)\norder: 1\n---\nBody`;
    const root = fallbackWith('resources/mismatch.md', source);
    await expect(loadLocalContent(root)).rejects.toThrow(/mismatch\.md: slug "other" must match the file name/);
  });
});

describe('markdown bodies are made safe', () => {
  it('drops raw HTML and scripts and unwraps javascript: links', () => {
    const { body } = parseMarkdown(
      [
        '[click](javascript:alert(1)) and [site](/contact) and [web](https://example.com)',
        '',
        '<script>alert("x")</script>',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '![pic](javascript:alert(2))',
      ].join('\n'),
    );
    const html = JSON.stringify(body);
    expect(html).not.toMatch(/javascript:|onerror|"script"/i);
    const links = elements(body)
      .filter((el) => el.tagName === 'a')
      .map((el) => el.properties.href);
    expect(links).toEqual(['/contact', 'https://example.com']);
    expect(textOf(body)).toContain('click');
  });
});
