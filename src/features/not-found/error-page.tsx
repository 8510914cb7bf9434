import { useRouterState } from '@tanstack/react-router';
import { StatusActions } from './status-actions.tsx';
import { useNewReleaseReload } from './new-release-reload.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import { PagePending } from '../../components/layout/page-pending.tsx';

/**
 * What a page that fails shows: inside the layout for a page's own failure (the router's default error
 * component, and the server's answer for a screen that threw), in a document of its own when the layout itself
 * fails (error-document.tsx, and the server's failed document). A page that could not fetch a file of its code
 * first asks whether a new release is the cause, and is then loaded anew (new-release-reload.ts).
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const href = useRouterState({ select: (state) => state.location.href });
  const asking = useNewReleaseReload(error);
  if (asking) return <PagePending />;
  return (
    <section className="page-section status-page" role="alert">
      <HydrationMarker />
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
      <StatusActions retryHref={href} />
    </section>
  );
}
