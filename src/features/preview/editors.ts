import type { AnyRouter } from '@tanstack/react-router';
import type { PreviewState } from '../../model/preview.ts';

/**
 * The scripts that connect a previewing page to its CMS's editor, by the name the server gives
 * (src/model/preview.ts). Each is a chunk of its own, loaded only in preview: public visitors never download it.
 * The router is how a script moves the page: reading its drafts again, or going where the editor asks.
 */
type EditorScript = { startEditor(router: AnyRouter, preview: PreviewState): void };

const editors: Record<string, () => Promise<EditorScript>> = {
  contentful: () => import('./contentful-inspector.ts'),
  sanity: () => import('./sanity-presentation.ts'),
};

export async function loadEditor(router: AnyRouter, preview: PreviewState): Promise<void> {
  const load = preview.editor ? editors[preview.editor] : undefined;
  if (!load) return;
  (await load()).startEditor(router, preview);
  document.documentElement.dataset.editor = preview.editor;
}
