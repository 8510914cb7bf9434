import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { PREVIEW_BAR_TEXT } from '../../model/preview.ts';
import type { EditorInspector } from '../../model/preview.ts';
import { loadInspector } from './inspectors.ts';

/**
 * Shown on every page while this browser is in an editor's preview: what the page is showing, and the way
 * out. Leaving is a request to the server (it clears the cookie), so it is a plain link, not a route.
 */
export function PreviewBar() {
  const preview = useRouter().options.context.preview;
  return preview ? <InPreview inspector={preview.inspector} /> : null;
}

function InPreview({ inspector }: { inspector: EditorInspector | undefined }) {
  const href = useRouterState({ select: (state) => state.location.href });
  const router = useRouter();
  useEffect(() => {
    if (inspector) void loadInspector(inspector, () => void router.invalidate());
  }, [inspector, router]);
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p>{PREVIEW_BAR_TEXT}</p>
      <a className="preview-bar__exit" href={`/api/preview/exit?path=${encodeURIComponent(href)}`}>
        Exit preview
      </a>
    </aside>
  );
}
