import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLocalProvider } from '../../server/content/local/local-provider.ts';
import { folderImages, importContent } from '../../server/content/transfer/import-content.ts';
import { verifyContent } from '../../server/content/transfer/verify-content.ts';
import { contentfulEnv, startContentfulFake } from '../fakes/contentful-fake.ts';
import type { ContentfulFake } from '../fakes/contentful-fake.ts';
import { FAKE_MANAGEMENT_TOKEN, startContentfulManagementFake } from '../fakes/contentful-management-fake.ts';
import type { ContentfulManagementFake } from '../fakes/contentful-management-fake.ts';
import { sanityEnv, startSanityFake } from '../fakes/sanity-fake.ts';
import { SOURCE_DEPS, exportToFolder, quietProgress as quiet } from './support/export-folder.ts';
import { FALLBACK_DIR, buildTestApp } from './support/test-app.ts';
import { contentfulPublish } from './support/contentful-webhook.ts';
import { waitFor } from './support/contact-harness.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
let delivery: ContentfulFake;
let management: ContentfulManagementFake;

beforeAll(async () => {
  delivery = await startContentfulFake();
  management = await startContentfulManagementFake(delivery);
});
afterAll(() => Promise.all([delivery.close(), management.close()]));
beforeEach(() => {
  delivery.posts.length = 0;
  delivery.resources.length = 0;
  management.contentTypes.length = 0;
  management.entries.length = 0;
  management.assets.length = 0;
  management.writes.length = 0;
  management.rateLimitNext = 0;
});

const config = () =>
  loadConfig({
    ...contentfulEnv(delivery),
    CONTENTFUL_MANAGEMENT_TOKEN: FAKE_MANAGEMENT_TOKEN,
    CONTENTFUL_MANAGEMENT_HOST: management.host,
  }).content;

async function importFolder(dir: string, dryRun = false) {
  const lines: string[] = [];
  const importer = await config().importer?.();
  if (!importer) throw new Error('Contentful has no importer');
  const summary = await importContent(createLocalProvider(dir), importer, {
    dryRun,
    prune: false,
    readImage: folderImages({ dir, publicDir: PUBLIC_DIR, fetch }),
    progress: quiet(),
    say: (line) => lines.push(line),
  });
  return { summary, lines };
}

describe('import into Contentful, through contentful-management against the fake', () => {
  it('applies the content model to an empty space, writes the folder, and it reads back the same', async () => {
    const { summary, lines } = await importFolder(FALLBACK_DIR);
    expect(lines).toEqual(['create the content type blogPost', 'create the content type resource']);
    expect(summary).toMatchObject({ create: 6, update: 0, unchanged: 0, failed: 0 });
    expect(
      management.assets
        .map((asset) => (asset.fields.file as Record<string, { fileName: string }>)['en-US']?.fileName)
        .sort(),
    ).toEqual(['ai-agents.svg', 'speed-to-lead.svg']);
    expect(
      await verifyContent(createLocalProvider(FALLBACK_DIR), config().createSourceClient(SOURCE_DEPS), quiet()),
    ).toEqual([]);
  });

  it('sends no write request the second time', async () => {
    await importFolder(FALLBACK_DIR);
    management.writes.length = 0;
    const again = await importFolder(FALLBACK_DIR);
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 6, failed: 0 });
    expect(management.writes).toEqual([]);
  });

  it('with --dry-run says what it would do and writes nothing', async () => {
    const { summary, lines } = await importFolder(FALLBACK_DIR, true);
    expect(summary).toMatchObject({ create: 6 });
    expect(lines).toContain('would create the content type blogPost');
    expect(lines).toContain('would create posts/speed-to-lead');
    expect(management.writes).toEqual([]);
  });

  it('waits out a 429 as its reset says and goes on', async () => {
    management.rateLimitNext = 2;
    const { summary } = await importFolder(FALLBACK_DIR);
    expect(summary).toMatchObject({ create: 6, failed: 0 });
  });

  it('moves a Sanity dataset to Contentful through a folder: export, import, verify', async () => {
    const sanity = await startSanityFake();
    try {
      const dir = await exportToFolder(loadConfig(sanityEnv(sanity)).content.createSourceClient(SOURCE_DEPS), {
        'abc123pipeline-1600x900.jpg': { width: 1600, height: 900 },
        'def456funnel-800x600.png': { width: 800, height: 600 },
        'ghi789photo-640x480.webp': { width: 640, height: 480 },
      });
      const { summary } = await importFolder(dir);
      expect(summary.failed).toBe(0);
      expect(await verifyContent(createLocalProvider(dir), config().createSourceClient(SOURCE_DEPS), quiet())).toEqual(
        [],
      );
    } finally {
      await sanity.close();
    }
  });

  it("absorbs the publishes an import sets off in the site's revalidation", async () => {
    const secret = 'k'.repeat(64);
    const app = await buildTestApp({ ...contentfulEnv(delivery), CONTENTFUL_WEBHOOK_SECRET: secret });
    const published: { id: string; type: string; contentType?: string }[] = [];
    const webhook = ({ id, type, contentType }: (typeof published)[number]) =>
      app.inject(contentfulPublish(secret, id, type as 'Entry' | 'Asset', contentType));
    const listReads = () =>
      delivery.requests.filter((request) => request.query.content_type && !request.query['fields.slug']).length;
    try {
      await app.inject({ url: '/api/posts' });
      // The webhooks of a long import arrive together (Contentful queues them while the site is busy): every
      // publish is absorbed into the reads of each list that run then, never one read per publish.
      management.onPublish = (sys) => published.push(sys);
      await importFolder(FALLBACK_DIR);
      expect(published).toHaveLength(8);
      delivery.requests.length = 0;
      const answers = await Promise.all(published.map(webhook));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      // The site answers a webhook first and reads after: wait until the reads have stopped.
      let seen = -1;
      await waitFor(async () => {
        const now = listReads();
        const quiet = now === seen && now > 0;
        seen = now;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return quiet;
      });
      expect(listReads()).toBeLessThanOrEqual(4);
      expect((await app.inject({ url: '/api/posts' })).json().items).toHaveLength(3);
    } finally {
      management.onPublish = undefined;
      await app.close();
    }
  });
});
