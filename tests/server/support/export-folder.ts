import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentProvider } from '../../../server/content/provider.ts';
import { loadConfig } from '../../../server/config.ts';
import { exportContent } from '../../../server/content/transfer/export-content.ts';
import { createImageFiles } from '../../../server/content/transfer/image-files.ts';
import { createProgress } from '../../../server/content/transfer/progress.ts';
import { startImageHostFake } from './image-host-fake.ts';
import { FALLBACK_DIR } from './test-app.ts';

/** What a source client of the tool needs: a short timeout, the built-in content, and no warnings printed. */
export const SOURCE_DEPS = { timeoutMs: 2_000, builtInDir: FALLBACK_DIR, warn: () => undefined };

/** The content as the CMS of `env` holds it, without the site's defaults: what the tool reads and writes. */
export const sourceOf = (env: Record<string, string>) => loadConfig(env).content.createSourceClient(SOURCE_DEPS);

/** A progress that writes nowhere. */
export const quietProgress = () => createProgress({ write: () => true } as unknown as NodeJS.WritableStream, 'Entries');

/**
 * Exports a provider into a new folder, its images served by the image host fake with the sizes given (by file
 * name), as a CMS's image host would serve the real files: the first step of a move between CMSs.
 */
export async function exportToFolder(
  source: ContentProvider,
  sizes: Record<string, { width: number; height: number }>,
): Promise<string> {
  const imageHost = await startImageHostFake();
  for (const [name, size] of Object.entries(sizes)) imageHost.sizes.set(name, size);
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'growthwise-move-'));
    await exportContent(source, {
      dir,
      images: createImageFiles({ dir, sourceFolder: undefined, keepRemote: false, fetch: imageHost.fetch }),
      progress: quietProgress(),
      warn: () => undefined,
    });
    return dir;
  } finally {
    await imageHost.close();
  }
}
