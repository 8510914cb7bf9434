import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PUBLISHED_TITLE,
  contentfulPreviewHarness,
  enter,
  h1,
  sanityPreviewHarness,
} from './support/preview-harness.ts';
import { DRAFTS } from '../fakes/draft-fixtures.ts';
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';

// What a preview shows, and to whom: drafts for the editor, the published site for everyone else.
describe('preview with Contentful (Content Preview API)', () => {
  const preview = contentfulPreviewHarness();

  it('in preview, /api reads drafts on every request, privately and unindexed', async () => {
    const cookie = await enter(preview.app);
    const list = await preview.app.inject({ url: '/api/posts', headers: { cookie } });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.headers['x-robots-tag']).toBe('noindex');
    expect(list.headers['x-content-source']).toBe('preview');
    const titles = (list.json() as { items: { title: string }[] }).items.map((post) => post.title);
    expect(titles[0]).toBe(DRAFTS.newPost.title);
    expect(titles).toContain(DRAFTS.changedPost.title);
    const unpublished = await preview.app.inject({ url: `/api/posts/${DRAFTS.newPost.slug}`, headers: { cookie } });
    expect(unpublished.statusCode).toBe(200);
    const resource = await preview.app.inject({
      url: `/api/resources/${DRAFTS.changedResource.slug}`,
      headers: { cookie },
    });
    expect((resource.json() as { title: string }).title).toBe(DRAFTS.changedResource.title);
    // No coalescing, no cache: the same question twice is two draft reads.
    const before = preview.previewCalls();
    await preview.app.inject({ url: '/api/posts', headers: { cookie } });
    await preview.app.inject({ url: '/api/posts', headers: { cookie } });
    expect(preview.previewCalls() - before).toBe(2);
  });

  it('in preview, pages show drafts with the bar, noindex and click-to-edit tagging, never from the page cache', async () => {
    const cookie = await enter(preview.app);
    const page = await preview.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).toContain('Preview: unpublished changes are visible');
    expect(page.body).toContain('href="/api/preview/exit?path=%2Fblog%2Fpricing-experiments"');
    expect(h1(page.body)).toContain(DRAFTS.changedPost.title);
    expect(page.body).toMatch(
      /<h1 data-contentful-entry-id="post1" data-contentful-field-id="title" data-contentful-locale="en-US">/,
    );
    expect(page.body).toContain('data-contentful-field-id="content"');
    const unpublished = await preview.app.inject({ url: `/blog/${DRAFTS.newPost.slug}`, headers: { cookie } });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.body).toContain(DRAFTS.newPost.body);
  });

  it('in preview, a contact form post refused comes back as the page in preview, with its values', async () => {
    const cookie = await enter(preview.app);
    const response = await preview.app.inject({
      method: 'POST',
      url: '/contact',
      payload: 'name=+&email=editor%40growthwise.example&company=Editors&challenge=Testing+the+form',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Preview: unpublished changes are visible');
    expect(response.body).toContain('Error 400: Name is required');
    expect(response.body).toContain('value="Editors"');
  });

  it('everyone else is untouched before, during and after a preview, also from the page cache', async () => {
    const visitor = async () => {
      const page = await preview.app.inject({ url: '/blog/pricing-experiments' });
      const api = await preview.app.inject({ url: '/api/posts' });
      const missing = await preview.app.inject({ url: `/blog/${DRAFTS.newPost.slug}` });
      expect(h1(page.body)).toBe(PUBLISHED_TITLE);
      expect(page.body).not.toContain('Preview: unpublished changes');
      expect(page.body).not.toContain('data-contentful-entry-id');
      expect(page.body).not.toContain('noindex');
      expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(api.headers['cache-control']).toMatch(/^public/);
      expect(JSON.stringify(api.json())).not.toContain(DRAFTS.newPost.title);
      expect(missing.statusCode).toBe(404);
    };
    await visitor();
    expect(preview.previewCalls()).toBe(0);
    const cookie = await enter(preview.app);
    await preview.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    const during = preview.previewCalls();
    expect(during).toBeGreaterThan(0);
    await visitor();
    expect(preview.previewCalls()).toBe(during);
    await preview.app.inject({ url: '/api/preview/exit?path=/blog', headers: { cookie } });
    await visitor();
    expect(preview.previewCalls()).toBe(during);
  });

  it('drafts are never written to the snapshots', async () => {
    const cookie = await enter(preview.app);
    for (const url of ['/api/posts', `/api/posts/${DRAFTS.newPost.slug}`, '/api/resources']) {
      await preview.app.inject({ url, headers: { cookie } });
    }
    await preview.app.inject({ url: '/api/posts' });
    const dir = path.join(preview.dataDir, 'content-snapshots');
    const files = await readdir(dir).catch(() => [] as string[]);
    const saved = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    expect(saved.length).toBeGreaterThan(0);
    for (const text of saved) {
      expect(text).not.toContain(DRAFTS.newPost.title);
      expect(text).not.toContain(DRAFTS.changedPost.title);
    }
  });

  it('a draft API that fails is an error page for the editor, not a crash', async () => {
    const cookie = await enter(preview.app);
    preview.fake.mode = '500';
    try {
      const page = await preview.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('Failed to load the blog post. Please try again later.');
      expect(page.headers['cache-control']).toBe('private, no-store');
    } finally {
      preview.fake.mode = 'ok';
    }
  });
});

describe('preview with Sanity (drafts perspective)', () => {
  const sanity = sanityPreviewHarness();

  it('shows drafts in preview only, read with the token and the drafts perspective', async () => {
    const publicPage = await sanity.app.inject({ url: '/blog/pricing-experiments' });
    expect(h1(publicPage.body)).toBe(PUBLISHED_TITLE);
    expect(sanity.fake.requests.every((request) => request.perspective === 'published')).toBe(true);
    const cookie = await enter(sanity.app);
    const page = await sanity.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } });
    expect(h1(page.body)).toContain(DRAFTS.changedPost.title);
    expect(page.body).toContain('Preview: unpublished changes are visible');
    expect(page.body).not.toContain('data-contentful');
    const drafts = sanity.fake.requests.filter((request) => request.perspective === 'drafts');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((request) => request.authorized)).toBe(true);
    const list = await sanity.app.inject({ url: '/api/posts', headers: { cookie } });
    expect((list.json() as { items: { title: string }[] }).items[0]?.title).toBe(DRAFTS.newPost.title);
    const resource = await sanity.app.inject({
      url: `/api/resources/${DRAFTS.changedResource.slug}`,
      headers: { cookie },
    });
    expect((resource.json() as { title: string }).title).toBe(DRAFTS.changedResource.title);
    const after = await sanity.app.inject({ url: '/blog/pricing-experiments' });
    expect(h1(after.body)).toBe(PUBLISHED_TITLE);
  });

  it("tags each field for Sanity's overlays in preview only, as createDataAttribute writes it", async () => {
    const field = (id: string, type: string, path: string) => createDataAttribute({ id, type, path }).toString();
    const cookie = await enter(sanity.app);
    const post = (await sanity.app.inject({ url: '/blog/pricing-experiments', headers: { cookie } })).body;
    expect(post).toMatch(new RegExp(`<h1 data-sanity="${field('post1', 'post', 'title')}">`));
    for (const path of ['excerpt', 'body', 'author', 'mainImage']) {
      expect(post).toContain(`data-sanity="${field('post1', 'post', path)}"`);
    }
    const resource = await sanity.app.inject({ url: `/resources/${DRAFTS.changedResource.slug}`, headers: { cookie } });
    expect(resource.body).toContain(`<h1 data-sanity="${field('res2', 'resource', 'title')}">`);
    expect(resource.body).toContain(`data-sanity="${field('res2', 'resource', 'subtitle')}"`);
    const blog = (await sanity.app.inject({ url: '/blog', headers: { cookie } })).body;
    expect(blog).toContain(`data-sanity="${field('post1', 'post', 'excerpt')}"`);
    for (const url of ['/blog/pricing-experiments', '/blog', `/resources/${DRAFTS.changedResource.slug}`]) {
      expect((await sanity.app.inject({ url })).body).not.toContain('data-sanity');
    }
  });
});
