import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { ContentService } from './content-service.ts';
import { createContentService } from './content-service.ts';
import type { ContentProvider } from './provider.ts';
import { createContentfulProvider } from './contentful/contentful-provider.ts';
import { createLocalProvider, loadLocalContent } from './local/local-provider.ts';
import { createSnapshotStore } from './snapshot-store.ts';

type Warn = (message: string, details?: unknown) => void;

/** The one place a CMS provider is chosen; a new provider is a folder under server/content and a line here. */
function cmsProvider(config: AppConfig, warn: Warn): ContentProvider | undefined {
  switch (config.content.provider) {
    case 'contentful':
      return createContentfulProvider(config.content, { timeoutMs: 2_000, warn });
    case 'local':
      return undefined;
  }
}

export type ContentTuning = {
  budgetMs?: number;
  freshMs?: number;
  backoffMs?: number;
  lookupsPerSecond?: number;
  /** The clock the cache reads (tests move it by hand). */
  now?: () => number;
};

export async function createContent(
  config: AppConfig,
  options: { fallbackDir: string; warn: Warn } & ContentTuning,
): Promise<ContentService> {
  const local = createLocalProvider(await loadLocalContent(options.fallbackDir));
  return createContentService({
    cms: cmsProvider(config, options.warn),
    local,
    snapshots: createSnapshotStore(path.join(config.dataDir, 'content-snapshots')),
    budgetMs: options.budgetMs,
    freshMs: options.freshMs,
    backoffMs: options.backoffMs,
    lookupsPerSecond: options.lookupsPerSecond,
    now: options.now,
    warn: options.warn,
  });
}
