import { useRouterState } from '@tanstack/react-router';
import { StatusActions } from './status-actions.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';

/**
 * What a page that fails shows: inside the layout for a page's own failure (the router's default error
 * component, and the server's answer for a screen that threw), in a document of its own when the layout itself
 * fails (error-document.tsx, and the server's failed document).
 */
export function ErrorPage() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <section className="page-section status-page" role="alert">
      <HydrationMarker />
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
      <StatusActions retryHref={href} />
    </section>
  );
}
