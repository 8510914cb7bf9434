import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { ContentService } from './content-service.ts';
import { createContentService } from './content-service.ts';
import { createLocalProvider } from './local/local-provider.ts';
import { withDefaults } from './defaults.ts';
import { neverAborted } from './content-service.ts';
import { createSnapshotStore } from './snapshot-store.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import type { ContentObserver } from './content-observer.ts';
import { createDraftContent } from '../preview/draft-content.ts';
import type { DraftContent } from '../preview/draft-content.ts';

type Warn = (message: string, details?: unknown) => void;

export type ContentTuning = {
  budgetMs?: number;
  freshMs?: number;
  backoffMs?: number;
  lookupsPerSecond?: number;
  confirmationsPerMinute?: number;
  /** The clock the cache reads (tests move it by hand). */
  now?: () => number;
};

export type SiteContent = {
  /** What visitors see: published content, cached, with snapshots and fallbacks. */
  published: ContentService;
  /** What an editor in preview sees; undefined when preview is off. */
  drafts: DraftContent | undefined;
};

/** Each upstream call's own timeout; the content service's budget (2.5 s) sits above it. */
const UPSTREAM_TIMEOUT_MS = 2_000;

export async function createContent(
  config: AppConfig,
  options: { fallbackDir: string; warn: Warn; snapshots?: SnapshotStore; observer?: ContentObserver } & ContentTuning,
): Promise<SiteContent> {
  const deps = { timeoutMs: UPSTREAM_TIMEOUT_MS, warn: options.warn, builtInDir: options.fallbackDir };
  // The provider is chosen once, from the registry (server/content/registry.ts), when the config is read.
  const active = config.content.createClient(deps);
  const cms = config.content.remote ? active : undefined;
  const local = cms ? withDefaults(createLocalProvider(options.fallbackDir)) : active;
  // Reading the files now stops start-up on a bad one, before a visitor meets it.
  await local.listPosts(neverAborted);
  const published = createContentService({
    cms,
    local,
    // In PostgreSQL when there is one (shared by the replicas), else files in DATA_DIR.
    snapshots: options.snapshots ?? createSnapshotStore(path.join(config.dataDir, 'content-snapshots')),
    budgetMs: options.budgetMs,
    freshMs: options.freshMs,
    backoffMs: options.backoffMs,
    lookupsPerSecond: options.lookupsPerSecond,
    confirmationsPerMinute: options.confirmationsPerMinute,
    now: options.now,
    warn: options.warn,
    observer: options.observer,
  });
  const preview = config.preview && 'drafts' in config.preview ? config.preview : undefined;
  const drafts = preview
    ? createDraftContent({
        drafts: (perspective) => preview.drafts.createClient(deps, perspective),
        local,
        budgetMs: options.budgetMs ?? 2_500,
        warn: options.warn,
      })
    : undefined;
  return { published, drafts };
}
