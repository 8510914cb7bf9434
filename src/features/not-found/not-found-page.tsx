import { InternalLink } from '../../components/ui/internal-link.tsx';

export function NotFoundPage() {
  return (
    <section className="page-section status-page">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <div className="button-row">
        <InternalLink href="/" className="button button--accent">
          Back to home
        </InternalLink>
        <InternalLink href="/contact" className="button button--ghost">
          Contact us
        </InternalLink>
      </div>
    </section>
  );
}
