import { setTimeout as sleep } from 'node:timers/promises';
import type { ContentService, HeldLists } from './content-service.ts';
import type { PublishChange } from './provider-definition.ts';

export type Settled = {
  /** The lists this replica held before the publish, and as the CMS gives them after it. */
  before: HeldLists;
  after: HeldLists;
  /** False when the CMS still gave the old version when the wait ran out. */
  fresh: boolean;
};

type Listed = { sourceId?: string; revision?: string };

const kindsOf = (change: PublishChange) =>
  change.scope === 'all' ? (['posts', 'resources'] as const) : ([change.scope] as const);

// The CMS has the publish when the item it names has another revision than the one held, or has come or gone.
// Without a list held before (a replica just started) there is nothing older to see: what it reads is new.
function showsChange(change: PublishChange, before: HeldLists, after: HeldLists) {
  return kindsOf(change).every((kind) => {
    const now = after[kind] as readonly Listed[] | undefined;
    if (!now) return false;
    const then = before[kind] as readonly Listed[] | undefined;
    if (!change.id || !then) return true;
    const was = then.find((item) => item.sourceId === change.id);
    const is = now.find((item) => item.sourceId === change.id);
    return was?.revision !== is?.revision || !was !== !is;
  });
}

/**
 * After a publish reached this replica: forgets what it held of that kind and reads it from the CMS again, until
 * the CMS gives the published version. A CMS's own CDN can answer with the old version for a moment after its
 * webhook; a shared cache purged then would keep the old page again (docs/operations.md, "Purge on publish").
 */
export async function settlePublish(
  content: ContentService,
  change: PublishChange,
  options: { timeoutMs?: number; intervalMs?: number; signal?: AbortSignal } = {},
): Promise<Settled> {
  const { timeoutMs = 15_000, intervalMs = 250, signal } = options;
  const deadline = Date.now() + timeoutMs;
  const before = content.held();
  // Each read of a long list is many requests to the CMS: the waits between them grow.
  for (let wait = intervalMs; ; wait = Math.min(wait * 2, 2_000)) {
    content.purge(change.scope);
    const after: HeldLists = {};
    for (const kind of kindsOf(change)) Object.assign(after, { [kind]: await content.reread(kind) });
    const fresh = showsChange(change, before, after);
    // A post or resource read while the CMS still gave the old version is forgotten too; the list is new.
    if (fresh) content.purgeItems(change.scope);
    if (fresh || Date.now() >= deadline || signal?.aborted) return { before, after, fresh };
    await sleep(wait, undefined, { signal }).catch(() => undefined);
  }
}
