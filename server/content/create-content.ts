import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { ContentService } from './content-service.ts';
import { createContentService } from './content-service.ts';
import { createLocalProvider, loadLocalContent } from './local/local-provider.ts';
import { createSnapshotStore } from './snapshot-store.ts';

type Warn = (message: string, details?: unknown) => void;

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
    // The provider is chosen once, from the registry (server/content/registry.ts), when the config is read.
    cms: config.content.createClient({ timeoutMs: 2_000, warn: options.warn }),
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
