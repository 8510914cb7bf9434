import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { PreviewState } from '../../model/preview.ts';
import { loadEditor } from './editors.ts';

/**
 * Shown on every page while this browser is in an editor's preview: what the page is showing, and the way
 * out. Leaving is a request to the server (it clears the cookie), so it is a plain link, not a route.
 */
export function PreviewBar() {
  const preview = useRouter().options.context.preview;
  return preview ? <InPreview preview={preview} /> : null;
}

function InPreview({ preview }: { preview: PreviewState }) {
  const href = useRouterState({ select: (state) => state.location.href });
  const router = useRouter();
  useEffect(() => {
    void loadEditor(router, preview);
  }, [preview, router]);
  return (
    <aside className="preview-bar" aria-label="Preview">
      <p>{preview.notice}</p>
      {/* Inside the CMS's pane, where a visitor's page may not be shown, it opens the page in a tab of its own. */}
      <a
        className="preview-bar__exit"
        href={`/api/preview/exit?path=${encodeURIComponent(href)}`}
        {...(preview.framed && { target: '_blank', rel: 'noopener' })}
      >
        Exit preview
      </a>
    </aside>
  );
}
