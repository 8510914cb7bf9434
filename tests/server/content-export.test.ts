import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { ContentProvider } from '../../server/content/provider.ts';
import { createLocalProvider } from '../../server/content/local/local-provider.ts';
import { exportContent } from '../../server/content/transfer/export-content.ts';
import { createImageFiles } from '../../server/content/transfer/image-files.ts';
import { verifyContent } from '../../server/content/transfer/verify-content.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { SOURCE_DEPS, quietProgress as quiet, sourceOf } from './support/export-folder.ts';
import { buildTestApp } from './support/test-app.ts';
import { pageHtml } from '../support/page-html.ts';
import { startImageHostFake } from './support/image-host-fake.ts';

let contentful: ContentfulFake;
let sanity: SanityFake;
let imageHost: Awaited<ReturnType<typeof startImageHostFake>>;

beforeAll(async () => {
  [contentful, sanity, imageHost] = await Promise.all([startContentfulFake(), startSanityFake(), startImageHostFake()]);
});
afterAll(() => Promise.all([contentful.close(), sanity.close(), imageHost.close()]));

async function exported(source: ContentProvider, keepRemote = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-export-'));
  const warnings: string[] = [];
  const images = createImageFiles({ dir, sourceFolder: undefined, keepRemote, fetch: imageHost.fetch });
  const summary = await exportContent(source, { dir, images, progress: quiet(), warn: (l) => warnings.push(l) });
  return { dir, summary, warnings, file: (name: string) => readFileSync(path.join(dir, name), 'utf8') };
}

describe.each([
  ['contentful', () => contentfulEnv(contentful)],
  ['sanity', () => sanityEnv(sanity)],
])('export from %s', (name, env) => {
  it('writes a folder that the local provider reads back as the same content, in the same order', async () => {
    const source = sourceOf(env());
    const { dir, summary, warnings } = await exported(source);
    expect(summary.failedImages, warnings.join('\n')).toEqual([]);
    expect(readdirSync(path.join(dir, 'posts')).length).toBe(summary.posts);
    expect(await verifyContent(createLocalProvider(dir), source, quiet())).toEqual([]);
  });
});

describe('what an export writes', () => {
  it('keeps what markdown has no syntax for in the documented extension, and downloads each image once', async () => {
    const { dir, file } = await exported(sourceOf(contentfulEnv(contentful)));
    const post = file('posts/pricing-experiments.md');
    for (const kept of ['<u>underline</u>', '<sup>super</sup>', '<sub>sub</sub>', '~~struck~~', '| Stage | Rate |'])
      expect(post).toContain(kept);
    expect(post).toContain('<div class="embedded-entry">\n\n[Linked Article](/blog/linked-article)\n\n</div>');
    expect(post).toMatch(/^featuredImage:\n {2}url: images\/pipeline\.jpg$/m);
    expect(post).toContain('![Pipeline chart on a laptop](images/pipeline.jpg)');
    expect(readdirSync(path.join(dir, 'images')).sort()).toEqual(['funnel.png', 'photo.webp', 'pipeline.jpg']);
    expect(readFileSync(path.join(dir, 'images/funnel.png'), 'utf8')).toBe(
      'image bytes of /images.ctfassets.net/growthspace/diagram/def456/funnel.png',
    );
  });

  it('writes what the source holds, never the defaults the site fills in', async () => {
    const source = sourceOf(contentfulEnv(contentful));
    const site = loadConfig(contentfulEnv(contentful)).content.createClient(SOURCE_DEPS);
    const signal = new AbortController().signal;
    expect((await site.getPost('empty-body-post', signal))?.seoTitle).toBe('Empty Body Post');
    const { file } = await exported(source);
    const bare = file('posts/empty-body-post.md');
    expect(bare).toBe('---\ntitle: Empty Body Post\nslug: empty-body-post\npublishedDate: 2025-12-01\n---\n\n');
    expect(file('resources/pricing-page-teardown.md')).not.toMatch(/^(author|readTime|type|gradient):/m);
    // The source lists the most recently updated resource first: its place is written down.
    expect(file('resources/pricing-page-teardown.md')).toMatch(/^order: 1$/m);
    expect(file('resources/growth-playbook.md')).toMatch(/^order: 2$/m);
  });

  it('names an image it cannot fetch, keeps its address, and a later read still shows the post', async () => {
    type Asset = { sys: { id: string }; fields: { file: { url: string } } };
    const hero = contentful.posts[0] as unknown as { fields: { featuredImage: Asset } };
    const before = hero.fields.featuredImage;
    const lostAsset = structuredClone(before);
    lostAsset.sys.id = 'lostImage';
    lostAsset.fields.file.url = '//images.ctfassets.net/growthspace/gone/missing/lost.jpg';
    hero.fields.featuredImage = lostAsset;
    try {
      const { dir, summary, warnings, file } = await exported(sourceOf(contentfulEnv(contentful)));
      const lost = 'https://images.ctfassets.net/growthspace/gone/missing/lost.jpg';
      expect(summary.failedImages).toEqual([lost]);
      expect(warnings).toEqual([`Image not fetched: ${lost} (HTTP 404)`]);
      expect(file('posts/pricing-experiments.md')).toContain(`url: ${lost}`);
      const post = await createLocalProvider(dir).getPost('pricing-experiments', new AbortController().signal);
      expect(post?.featuredImage?.url).toBe(lost);
    } finally {
      hero.fields.featuredImage = before;
    }
  });
});

describe('verify', () => {
  it('reports, entry by entry, each difference between a folder and the provider', async () => {
    const source = sourceOf(sanityEnv(sanity));
    const { dir, file } = await exported(source);
    const edit = (name: string, change: (text: string) => string) =>
      writeFileSync(path.join(dir, name), change(file(name)));
    edit('posts/pricing-experiments.md', (text) => text.replace('Heading two', 'Heading 2'));
    edit('resources/pricing-page-teardown.md', (text) => text.replace(/^order: \d+$/m, 'order: 9'));
    edit('posts/rich-title-post.md', (text) => text.replace(/^author: .*$/m, 'author: Someone Else'));
    rmSync(path.join(dir, 'posts/empty-body-post.md'));
    const differences = await verifyContent(createLocalProvider(dir), source, quiet());
    expect(differences).toEqual([
      'posts/pricing-experiments: body[1].h2[0]: "Heading 2" in the folder, "Heading two" in the provider',
      'posts/rich-title-post: author: "Someone Else" in the folder, "Daniel Okafor" in the provider',
      'posts/empty-body-post: in sanity, not in the folder',
      'resources: listed in another order from place 1 (growth-playbook in the folder, pricing-page-teardown in sanity)',
    ]);
  });
});

describe('an exported folder served with CONTENT_DIR', () => {
  it('shows the same pages as the CMS it came from', async () => {
    const env = contentfulEnv(contentful);
    const { dir } = await exported(sourceOf(env));
    const [cms, copy] = await Promise.all([
      buildTestApp(env),
      buildTestApp({ CONTENT_PROVIDER: 'local', CONTENT_DIR: dir }),
    ]);
    try {
      for (const url of ['/blog', '/blog/pricing-experiments', '/resources', '/resources/growth-playbook']) {
        const [a, b] = await Promise.all([cms.inject(url), copy.inject(url)]);
        expect([a.statusCode, b.statusCode], url).toEqual([200, 200]);
        // The same words, links and images; markdown lays blocks out on lines of their own, which the page does not show.
        const shown = (html: string) => {
          const page = pageHtml(html);
          const links = page.all('main a').map((link) => link.properties.href);
          const images = page.all('main img').map((img) => img.properties.alt);
          return { words: page.text('main').replace(/\s+/g, ''), links, images };
        };
        expect(shown(b.body), url).toEqual(shown(a.body));
      }
      const image = await copy.inject('/content-images/pipeline.jpg');
      expect([image.statusCode, image.body]).toEqual([
        200,
        'image bytes of /images.ctfassets.net/growthspace/heroImage/abc123/pipeline.jpg',
      ]);
    } finally {
      await Promise.all([cms.close(), copy.close()]);
    }
  });
});

describe('the order of a list', () => {
  it('breaks ties between posts of the same day by slug on every provider, as the exported folder does', async () => {
    type Fields = { slug: string; publishedDate: string };
    const entries = contentful.posts.slice(0, 2).map((post) => (post as unknown as { fields: Fields }).fields);
    const docs = ['post1', 'post2'].map(
      (id) => sanity.documents.find((doc) => doc._id === id) as { slug: { current: string }; publishedDate: string },
    );
    const saved = structuredClone({ entries, docs });
    // The first by id gets the later slug, so only an order by slug lists the second first.
    for (const fields of entries) fields.publishedDate = '2030-01-01';
    for (const doc of docs) doc.publishedDate = '2030-01-01';
    (entries[0] as Fields).slug = 'zz-last-by-slug';
    (docs[0] as { slug: { current: string } }).slug.current = 'zz-last-by-slug';
    try {
      for (const env of [contentfulEnv(contentful), sanityEnv(sanity)]) {
        const source = sourceOf(env);
        const slugs = (await source.listPosts(new AbortController().signal)).map((post) => post.slug);
        expect(slugs.slice(0, 2)).toEqual(['rich-title-post', 'zz-last-by-slug']);
        const { dir } = await exported(source);
        const copied = await createLocalProvider(dir).listPosts(new AbortController().signal);
        expect(copied.map((post) => post.slug).slice(0, 2)).toEqual(['rich-title-post', 'zz-last-by-slug']);
      }
    } finally {
      entries.forEach((fields, at) => Object.assign(fields, saved.entries[at]));
      docs.forEach((doc, at) => Object.assign(doc, saved.docs[at]));
    }
  });

  it("lists resources by the editors' order on every CMS, those without one after", async () => {
    type Fields = { slug: string; order?: number };
    const entry = contentful.resources
      .map((resource) => (resource as unknown as { fields: Fields }).fields)
      .find((fields) => fields.slug === 'growth-playbook') as Fields;
    const doc = sanity.documents.find(
      (d) => d._type === 'resource' && (d.slug as { current: string }).current === 'growth-playbook',
    ) as Record<string, unknown>;
    const signal = new AbortController().signal;
    for (const env of [contentfulEnv(contentful), sanityEnv(sanity)]) {
      const slugs = (await sourceOf(env).listResources(signal)).map((resource) => resource.slug);
      expect(slugs).toEqual(['pricing-page-teardown', 'growth-playbook']);
    }
    entry.order = 1;
    doc.order = 1;
    try {
      for (const env of [contentfulEnv(contentful), sanityEnv(sanity)]) {
        const slugs = (await sourceOf(env).listResources(signal)).map((resource) => resource.slug);
        expect(slugs).toEqual(['growth-playbook', 'pricing-page-teardown']);
      }
    } finally {
      delete entry.order;
      delete doc.order;
    }
  });
});
