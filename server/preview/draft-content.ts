import type { CmsRead, ContentService } from '../content/content-service.ts';
import { contentAnswers } from '../content/content-service.ts';
import type { ContentProvider } from '../content/provider.ts';

/** The content an editor in preview sees: what visitors get, minus purge (nothing is kept to purge). */
export type DraftContent = Omit<ContentService, 'purge'>;

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
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${options.budgetMs} ms`));
      }, options.budgetMs);
    });
    try {
      return { value: await Promise.race([fetch(controller.signal), overBudget]), source: 'preview' };
    } catch (error) {
      options.warn(`draft content unavailable for "${key}"`, (error as Error).message);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return contentAnswers(options.drafts, options.local, read);
}
