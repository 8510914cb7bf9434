import { LRUCache } from 'lru-cache';
import type { CmsRead, ContentReads } from '../content/content-service.ts';
import { contentAnswers } from '../content/content-service.ts';
import type { ContentProvider } from '../content/provider.ts';
import { snapshotKey, withBudget } from '../content/query-cache.ts';

/**
 * The content an editor in preview sees: what visitors get, minus purge (nothing is kept to purge), through
 * the perspective the editor picked in the CMS's editor, where it has them (docs/preview.md); drafts without.
 */
export type DraftContent = { view(perspective?: string): ContentReads };

// Each perspective an editor picks (a release, published) is a client of its own; a few are ever in use.
const MOST_PERSPECTIVES = 16;

/**
 * Drafts read straight from the CMS on every request, with the visitor's time budget: no cache, no
 * coalescing with other requests and no snapshots, so nothing a preview reads can reach anyone else
 * (docs/preview.md). The product's fallbacks (built-in resources) are the same as for visitors.
 */
export function createDraftContent(options: {
  drafts: (perspective?: string) => ContentProvider;
  local: ContentProvider;
  budgetMs: number;
  warn: (message: string, details?: unknown) => void;
}): DraftContent {
  const read: CmsRead = async (query, fetch) => {
    try {
      return { value: await withBudget(fetch, options.budgetMs), source: 'preview' };
    } catch (error) {
      options.warn(`draft content unavailable for "${snapshotKey(query)}"`, (error as Error).message);
      return undefined;
    }
  };
  const views = new LRUCache<string, ContentReads>({ max: MOST_PERSPECTIVES });
  return {
    view(perspective) {
      const key = perspective ?? '';
      let reads = views.get(key);
      if (!reads) {
        reads = contentAnswers(options.drafts(perspective), options.local, read);
        views.set(key, reads);
      }
      return reads;
    },
  };
}
