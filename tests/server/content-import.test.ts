import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLocalProvider } from '../../server/content/local/local-provider.ts';
import { folderImages, importContent } from '../../server/content/transfer/import-content.ts';
import { verifyContent } from '../../server/content/transfer/verify-content.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import type { SanityFake } from '../fakes/sanity-fake.ts';
import { FAKE_SANITY_WRITE_TOKEN } from '../fakes/sanity-write-fake.ts';
import { SOURCE_DEPS, exportToFolder, quietProgress as quiet } from './support/export-folder.ts';
import { FALLBACK_DIR } from './support/test-app.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
let sanity: SanityFake;

beforeAll(async () => {
  sanity = await startSanityFake();
});
afterAll(() => sanity.close());
beforeEach(() => {
  sanity.documents.length = 0;
  sanity.writes.length = 0;
  sanity.failWritesAfter = undefined;
  sanity.rateLimitNext = 0;
});

const config = () => loadConfig({ ...sanityEnv(sanity), SANITY_WRITE_TOKEN: FAKE_SANITY_WRITE_TOKEN }).content;

async function importFolder(dir: string, options: { dryRun?: boolean; prune?: boolean } = {}) {
  const lines: string[] = [];
  const importer = await config().importer?.();
  if (!importer) throw new Error('Sanity has no importer');
  const summary = await importContent(createLocalProvider(dir), importer, {
    dryRun: options.dryRun ?? false,
    prune: options.prune ?? false,
    readImage: folderImages({ dir, publicDir: PUBLIC_DIR, fetch }),
    progress: quiet(),
    say: (line) => lines.push(line),
  });
  return { summary, lines };
}

const copyOfFallback = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-import-'));
  cpSync(FALLBACK_DIR, dir, { recursive: true });
  return dir;
};

describe('import into Sanity, through @sanity/client against the fake', () => {
  it('writes a folder into an empty dataset, which then reads back as the same content', async () => {
    const { summary } = await importFolder(FALLBACK_DIR);
    expect(summary).toMatchObject({ create: 6, update: 0, unchanged: 0, failed: 0 });
    const uploads = sanity.writes.filter((write) => write.filename).map((write) => write.filename);
    expect(uploads.sort()).toEqual(['ai-agents.svg', 'speed-to-lead.svg']);
    const source = config().createSourceClient(SOURCE_DEPS);
    expect(await verifyContent(createLocalProvider(FALLBACK_DIR), source, quiet())).toEqual([]);
  });

  it('sends no write request at all the second time, and after an edit writes only that entry', async () => {
    const dir = copyOfFallback();
    await importFolder(dir);
    sanity.writes.length = 0;
    const again = await importFolder(dir);
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 6, failed: 0 });
    expect(sanity.writes).toEqual([]);

    const file = path.join(dir, 'posts/speed-to-lead.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category: .*$/m, 'category: Revenue'));
    const edited = await importFolder(dir);
    expect(edited.summary).toMatchObject({ update: 1, unchanged: 5 });
    expect(sanity.writes).toHaveLength(1);
    expect(sanity.writes[0]?.mutations).toEqual([
      { patch: { id: 'post-speed-to-lead', set: { category: 'Revenue' } } },
    ]);
  });

  it('with --dry-run says what it would do and writes nothing', async () => {
    const { summary, lines } = await importFolder(FALLBACK_DIR, { dryRun: true });
    expect(summary).toMatchObject({ create: 6 });
    expect(lines).toContain('would create posts/speed-to-lead');
    expect(lines).toContain('would create resources/growth-playbook');
    expect(sanity.writes).toEqual([]);
  });

  it('after a failure half-way, a second run finishes without a duplicate', async () => {
    sanity.failWritesAfter = 3;
    const first = await importFolder(FALLBACK_DIR);
    expect(first.summary.failed).toBeGreaterThan(0);
    sanity.failWritesAfter = undefined;
    const second = await importFolder(FALLBACK_DIR);
    expect(second.summary.failed).toBe(0);
    const slugs = sanity.documents
      .filter((doc) => doc._type === 'post' || doc._type === 'resource')
      .map((doc) => (doc.slug as { current: string }).current);
    expect(slugs.sort()).toEqual([...new Set(slugs)].sort());
    expect(slugs).toHaveLength(6);
    expect(
      await verifyContent(createLocalProvider(FALLBACK_DIR), config().createSourceClient(SOURCE_DEPS), quiet()),
    ).toEqual([]);
  });

  it('waits out a 429 and goes on', async () => {
    sanity.rateLimitNext = 3;
    const { summary } = await importFolder(FALLBACK_DIR);
    expect(summary).toMatchObject({ create: 6, failed: 0 });
    expect(sanity.rateLimitNext).toBe(0);
  });

  it('keeps what the folder does not hold, and deletes it only with --prune', async () => {
    await importFolder(FALLBACK_DIR);
    sanity.documents.push({ _id: 'stray', _type: 'post', title: 'Stray', slug: { _type: 'slug', current: 'stray' } });
    const kept = await importFolder(FALLBACK_DIR);
    expect(kept.lines).toEqual(['posts/stray: in sanity, not in the folder; kept (--prune deletes it)']);
    expect(sanity.documents.some((doc) => doc._id === 'stray')).toBe(true);
    const pruned = await importFolder(FALLBACK_DIR, { prune: true });
    expect(pruned.lines).toEqual(['deleted posts/stray']);
    expect(sanity.documents.some((doc) => doc._id === 'stray')).toBe(false);
  });
});

describe('a move from Contentful to Sanity', () => {
  it('export, import, verify: the same content in the neutral model', async () => {
    const contentful = await startContentfulFake();
    // The post the body embeds is one of the space's posts, as in a real space, so the move takes it along.
    contentful.posts.push({
      metadata: { tags: [] },
      sys: { ...structuredClone(contentful.posts[0]!.sys), id: 'postLinked' },
      fields: { title: 'Linked Article', slug: 'linked-article', publishedDate: '2026-01-01' },
    } as never);
    try {
      const dir = await exportToFolder(loadConfig(contentfulEnv(contentful)).content.createSourceClient(SOURCE_DEPS), {
        'pipeline.jpg': { width: 1600, height: 900 },
        'funnel.png': { width: 800, height: 600 },
        'photo.webp': { width: 640, height: 480 },
      });
      const { summary } = await importFolder(dir);
      expect(summary.failed).toBe(0);
      const into = config().createSourceClient(SOURCE_DEPS);
      expect(await verifyContent(createLocalProvider(dir), into, quiet())).toEqual([]);
    } finally {
      await contentful.close();
    }
  });
});
