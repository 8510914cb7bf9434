import { PREVIEW_BAR_TEXTS } from '../../src/model/preview.ts';
import type { PreviewState } from '../../src/model/preview.ts';
import type { PageRenderer } from '../render/page-renderer.ts';
import type { DraftsAccess } from '../content/provider-definition.ts';
import type { PreviewRender } from '../routes/pages.ts';
import type { DraftContent } from './draft-content.ts';
import { createServerContentSource } from '../content/server-content-source.ts';
import type { SearchContent } from '../content/content-service.ts';

/** Pages for an editor in preview: drafts as the content, the preview state in the page. */
export function previewRender(
  renderer: PageRenderer,
  drafts: DraftContent | undefined,
  access: DraftsAccess | undefined,
  search: SearchContent,
): PreviewRender | undefined {
  if (!drafts) return undefined;
  return ({ perspective, ...page }) => {
    const state: PreviewState = {
      editor: access?.editor,
      inspector: access?.inspector,
      // The browser says where the page will be shown (Fetch Metadata), before any script runs.
      framed: page.headers['sec-fetch-dest'] === 'iframe',
      notice: PREVIEW_BAR_TEXTS[(perspective && access?.perspectives?.shows(perspective)) || 'drafts'],
    };
    return renderer.render({
      ...page,
      preview: { content: createServerContentSource(drafts.view(perspective), search), state },
    });
  };
}
