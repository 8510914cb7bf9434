import type { EditorInspector } from '../../model/preview.ts';

/**
 * The click-to-edit scripts of the CMSs that have one, by the name the server gives (src/model/preview.ts).
 * Each is a chunk of its own, loaded only in preview: public visitors never download it.
 */
const inspectors: Record<string, () => Promise<{ startInspector(inspector: EditorInspector): void }>> = {
  contentful: () => import('./contentful-inspector.ts'),
};

export async function loadInspector(inspector: EditorInspector): Promise<void> {
  const load = inspectors[inspector.name];
  if (!load) return;
  (await load()).startInspector(inspector);
  document.documentElement.dataset.inspector = inspector.name;
}
