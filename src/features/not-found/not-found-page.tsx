import { StatusActions } from './status-actions.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';

export function NotFoundPage() {
  return (
    <section className="page-section status-page">
      <HydrationMarker />
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <StatusActions />
    </section>
  );
}
