import type { EditorInspector } from '../../model/preview.ts';

/**
 * The click-to-edit scripts of the CMSs that have one, by the name the server gives (src/model/preview.ts).
 * Each is a chunk of its own, loaded only in preview: public visitors never download it.
 */
type Inspector = { startInspector(inspector: EditorInspector, onSaved: () => void): void };

const inspectors: Record<string, () => Promise<Inspector>> = {
  contentful: () => import('./contentful-inspector.ts'),
};

/** `onSaved`: the editor saved an entry the page shows (its drafts are to be read again). */
export async function loadInspector(inspector: EditorInspector, onSaved: () => void): Promise<void> {
  const load = inspectors[inspector.name];
  if (!load) return;
  (await load()).startInspector(inspector, onSaved);
  document.documentElement.dataset.inspector = inspector.name;
}
