import type { CmsRead, ContentReads } from '../content/content-service.ts';
import { contentAnswers } from '../content/content-service.ts';
import type { ContentProvider } from '../content/provider.ts';
import { withBudget } from '../content/query-cache.ts';

/** The content an editor in preview sees: what visitors get, minus purge (nothing is kept to purge). */
export type DraftContent = ContentReads;

/**
 * Drafts read straight from the CMS on every request, with the visitor's time budget: no cache, no
 * coalescing with other requests and no snapshots, so nothing a preview reads can reach anyone else
 * (docs/preview.md). The product's fallbacks (built-in resources) are the same as for visitors.
 */
export function createDraftContent(options: {
  drafts: ContentProvider;
  local: ContentProvider;
  budgetMs: number;
  warn: (message: string, details?: unknown) => void;
}): DraftContent {
  const read: CmsRead = async (key, fetch) => {
    try {
      return { value: await withBudget(fetch, options.budgetMs), source: 'preview' };
    } catch (error) {
      options.warn(`draft content unavailable for "${key}"`, (error as Error).message);
      return undefined;
    }
  };
  return contentAnswers(options.drafts, options.local, read);
}
