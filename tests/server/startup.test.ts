import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';
import { startupProblem } from '../../server/run-or-exit.ts';
import { loadConfig } from '../../server/config.ts';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store.ts';

function contentFolder(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'growthwise-content-'));
  mkdirSync(path.join(root, 'resources'));
  mkdirSync(path.join(root, 'posts'));
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(root, file), source);
  return root;
}

describe('CONTENT_DIR', () => {
  const post = (slug: string) =>
    `---\ntitle: A copy\nslug: ${slug}\nauthor: A\npublishedDate: 2026-01-02\nexcerpt: E\ncategory: C\n---\nBody`;

  it('names the folder the local provider reads instead of the built-in content', async () => {
    const app = await buildTestApp({
      CONTENT_PROVIDER: 'local',
      CONTENT_DIR: contentFolder({ 'posts/copy.md': post('copy') }),
    });
    const answer = await app.inject('/api/posts');
    await app.close();
    expect(answer.json<{ items: { slug: string }[] }>().items.map((item) => item.slug)).toEqual(['copy']);
  });

  it('accepts what a CMS accepts (only a title and a slug), with the same defaults and order', async () => {
    const app = await buildTestApp({
      CONTENT_PROVIDER: 'local',
      CONTENT_DIR: contentFolder({
        'posts/bare.md': '---\ntitle: Bare\nslug: bare\n---\n',
        'posts/b-dated.md': post('b-dated'),
        'posts/a-dated.md': post('a-dated'),
        'resources/loose.md': '---\ntitle: Loose\nslug: loose\n---\nText',
      }),
    });
    const posts = (await app.inject('/api/posts')).json<{ items: { slug: string }[] }>().items;
    const bare = (await app.inject('/api/posts/bare')).json<Record<string, unknown>>();
    const loose = (await app.inject('/api/resources/loose')).json<Record<string, unknown>>();
    await app.close();
    // Newest first, the same date in the order of the slugs, and no date last.
    expect(posts.map((item) => item.slug)).toEqual(['a-dated', 'b-dated', 'bare']);
    expect(bare).toMatchObject({ author: '', excerpt: '', tags: [], featuredImage: null, seoTitle: 'Bare' });
    expect(loose).toMatchObject({ author: 'Growthwise Team', type: 'Guide', cardType: 'Guide' });
  });

  it("serves the folder's images from the site's own origin", async () => {
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const root = contentFolder({
      'posts/pictured.md': `---\ntitle: Pictured\nslug: pictured\nfeaturedImage:\n  url: images/pixel.png\n  width: 1\n  height: 1\n---\n![A chart](images/pixel.png)`,
    });
    mkdirSync(path.join(root, 'images'));
    writeFileSync(path.join(root, 'images/pixel.png'), pixel);
    const app = await buildTestApp({ CONTENT_PROVIDER: 'local', CONTENT_DIR: root });
    const pictured = (await app.inject('/api/posts/pictured')).json<{ featuredImage: { url: string } }>();
    const image = await app.inject('/content-images/pixel.png');
    const page = await app.inject('/blog/pictured');
    const missing = await app.inject('/content-images/other.png');
    await app.close();
    expect(pictured.featuredImage.url).toBe('/content-images/pixel.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pixel)).toBe(true);
    expect(page.body).toContain('src="/content-images/pixel.png"');
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data:;/);
    expect(missing.statusCode).toBe(404);
  });

  it('stops start-up on a bad file there, naming it', async () => {
    const root = contentFolder({ 'posts/copy.md': post('other') });
    const error = await buildTestApp({ CONTENT_PROVIDER: 'local', CONTENT_DIR: root }).catch((e: unknown) => e);
    expect(startupProblem(error)).toMatch(/posts\/copy\.md: slug "other" must match the file name/);
  });

  it('that is not a folder is one line naming it', () => {
    expect(() => loadConfig({ CONTENT_DIR: '/nowhere/at/all' })).toThrow(
      'CONTENT_DIR must be a folder that holds posts/ and resources/ (got "/nowhere/at/all")',
    );
  });
});

describe('start-up mistakes are errors, not exits', () => {
  it('a bad content file rejects createSite (the test fails, the worker lives) with one line for the operator', async () => {
    const root = contentFolder({ 'posts/broken.md': '---\ntitle: Broken\nslug: broken\nauthor: [1, 2]\n---\nBody' });
    const error = await buildTestApp({}, { fallbackDir: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(startupProblem(error)).toMatch(/^Content error: .*posts\/broken\.md: .*author: /);
  });

  it('a bad variable is one line naming it', () => {
    const error = (() => {
      try {
        return loadConfig({ PORT: 'abc' });
      } catch (e) {
        return e;
      }
    })();
    expect(startupProblem(error)).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(startupProblem(new Error('something else'))).toBeUndefined();
  });
});

describe('a DATA_DIR the lead database cannot be kept in', () => {
  const scratch = () => mkdtempSync(path.join(tmpdir(), 'growthwise-datadir-'));
  const problemOpening = (dataDir: string) => {
    try {
      void new SqliteLeadStore(dataDir).close();
    } catch (error) {
      return startupProblem(error);
    }
    return 'opened';
  };

  it('a file where the folder should be is one line naming DATA_DIR, the file and the reason', () => {
    const file = path.join(scratch(), 'data');
    writeFileSync(file, 'not a folder');
    expect(problemOpening(file)).toBe(
      `Configuration error: DATA_DIR must be a folder the server can keep its lead database in: ${file}/leads.sqlite cannot be opened (EEXIST: file already exists, mkdir '${file}')`,
    );
    expect(problemOpening(path.join(file, 'leads'))).toMatch(
      /^Configuration error: DATA_DIR must be .* cannot be opened \(ENOTDIR: not a directory, mkdir '.*'\)$/,
    );
  });

  it('a lead database that is not one (a file copied over it) is one line too', () => {
    const dataDir = scratch();
    writeFileSync(path.join(dataDir, 'leads.sqlite'), 'x'.repeat(4096));
    expect(problemOpening(dataDir)).toBe(
      `Configuration error: DATA_DIR must be a folder the server can keep its lead database in: ${dataDir}/leads.sqlite cannot be opened (file is not a database)`,
    );
  });

  it('a folder that can be made is made, and opens', () => {
    expect(problemOpening(path.join(scratch(), 'new', 'folder'))).toBe('opened');
  });
});
