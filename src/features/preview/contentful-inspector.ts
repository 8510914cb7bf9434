import { ContentfulLivePreview } from '@contentful/live-preview';
import type { AnyRouter } from '@tanstack/react-router';
import type { PreviewState } from '../../model/preview.ts';

/**
 * Contentful Live Preview inside Contentful's preview pane: a click on a tagged field opens that field of the
 * entry (inspector mode), and when the editor's entry shown on the page is saved (Contentful saves as they
 * type) the page reads its drafts again. The SDK's save event comes with its live updates, which are
 * otherwise unused: the page shows drafts as the server reads them, never the editor's unsaved typing.
 */
export function startEditor(router: AnyRouter, { inspector }: PreviewState) {
  if (!inspector?.locale) return;
  void ContentfulLivePreview.init({ locale: inspector.locale, enableInspectorMode: true, enableLiveUpdates: true });
  ContentfulLivePreview.subscribe('save', { callback: () => void router.invalidate() });
}
