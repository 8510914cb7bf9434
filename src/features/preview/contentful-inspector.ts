import { ContentfulLivePreview } from '@contentful/live-preview';
import type { EditorInspector } from '../../model/preview.ts';

/**
 * Contentful Live Preview in inspector mode: inside Contentful's preview pane, a click on a tagged field
 * opens that field of the entry. Live updates stay off: the page shows drafts as the server read them.
 */
export function startInspector(inspector: EditorInspector) {
  void ContentfulLivePreview.init({ locale: inspector.locale, enableInspectorMode: true, enableLiveUpdates: false });
}
