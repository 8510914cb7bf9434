import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentImporter, ImportAction, ImportEntry, ImportImage } from '../content-importer.ts';
import type { ContentProvider } from '../provider.ts';
import { CONTENT_IMAGES_PREFIX } from '../local/content-images.ts';
import type { Progress } from './progress.ts';
import { errorLine } from './error-line.ts';

const neverAborted = new AbortController().signal;

export type ImportSummary = Record<ImportAction | 'failed', number> & { extra: number; deleted: number };

/**
 * Reads an image a folder's entry refers to: a file of the folder's images/, a file of the site's public/, or
 * a remote address an export kept.
 */
export function folderImages(options: { dir: string; publicDir: string; fetch: typeof fetch }) {
  return async (src: string, described: { title: string; description: string }): Promise<ImportImage> => {
    const filename = decodeURIComponent(path.posix.basename(new URL(src, 'https://local.invalid').pathname));
    let bytes: Uint8Array;
    if (/^https?:\/\//.test(src)) {
      const response = await options.fetch(src, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    } else if (src.startsWith(CONTENT_IMAGES_PREFIX)) {
      bytes = await readFile(path.join(options.dir, 'images', src.slice(CONTENT_IMAGES_PREFIX.length)));
    } else {
      bytes = await readFile(path.join(options.publicDir, path.posix.normalize(src)));
    }
    return { bytes, filename, ...described };
  };
}

/**
 * Writes every entry of a content folder into a CMS: each is planned from reads alone, then (without `dryRun`)
 * written; an entry that fails is named and the others go on. The CMS's entries the folder lacks are reported,
 * and deleted only with `prune`.
 */
export async function importContent(
  folder: ContentProvider,
  importer: ContentImporter,
  options: {
    dryRun: boolean;
    prune: boolean;
    readImage: ReturnType<typeof folderImages>;
    progress: Progress;
    say: (line: string) => void;
  },
): Promise<ImportSummary> {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, failed: 0, extra: 0, deleted: 0 };
  const [posts, resources] = await Promise.all([folder.listPosts(neverAborted), folder.listResources(neverAborted)]);
  await importer.prepare({
    dryRun: options.dryRun,
    say: options.say,
    folder: [
      ...posts.map((post) => ({ kind: 'post' as const, slug: post.slug })),
      ...resources.map((resource) => ({ kind: 'resource' as const, slug: resource.slug })),
    ],
  });
  options.progress.start(posts.length + resources.length);
  const entries: { kind: 'post' | 'resource'; slug: string; read(): Promise<ImportEntry | undefined> }[] = [
    ...posts.map((post) => ({
      kind: 'post' as const,
      slug: post.slug,
      read: async () => {
        const item = await folder.getPost(post.slug, neverAborted);
        return item ? { kind: 'post' as const, item } : undefined;
      },
    })),
    ...resources.map((resource, at) => ({
      kind: 'resource' as const,
      slug: resource.slug,
      read: async () => {
        const item = await folder.getResource(resource.slug, neverAborted);
        return item ? { kind: 'resource' as const, item, order: at + 1 } : undefined;
      },
    })),
  ];
  for (const { kind, slug, read } of entries) {
    const name = `${kind === 'post' ? 'posts' : 'resources'}/${slug}`;
    try {
      const entry = await read();
      if (!entry) throw new Error('could not be read');
      const described = (src: string, alt: string) =>
        entry.kind === 'post' && entry.item.featuredImage?.url === src
          ? { title: entry.item.featuredImage.title, description: entry.item.featuredImage.description }
          : { title: alt, description: '' };
      const plan = await importer.plan(entry, async (src, alt = '') => {
        try {
          const read = await options.readImage(src, described(src, alt));
          options.progress.image();
          return read;
        } catch (error) {
          options.say(`${name}: image ${src} not read (${errorLine(error)}); left out`);
          return undefined;
        }
      });
      if (options.dryRun) {
        if (plan.action !== 'unchanged') options.say(`would ${plan.action} ${name}`);
      } else await plan.apply();
      summary[plan.action] += 1;
    } catch (error) {
      summary.failed += 1;
      options.say(`${name}: failed (${errorLine(error)})`);
    }
    options.progress.tick();
  }
  options.progress.done();
  const extra = await importer.extra(entries.map(({ kind, slug }) => ({ kind, slug }))).catch((error: unknown) => {
    summary.failed += 1;
    options.say(`What else ${importer.name} holds could not be read (${errorLine(error)})`);
    return [];
  });
  summary.extra = extra.length;
  for (const entry of extra) {
    const name = `${entry.kind === 'post' ? 'posts' : 'resources'}/${entry.slug}`;
    if (!options.prune) options.say(`${name}: in ${importer.name}, not in the folder; kept (--prune deletes it)`);
    else if (options.dryRun) options.say(`would delete ${name}`);
    else {
      await entry.remove();
      summary.deleted += 1;
      options.say(`deleted ${name}`);
    }
  }
  return summary;
}
