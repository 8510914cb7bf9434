import { InternalLink } from '../../components/ui/internal-link.tsx';

export function ErrorPage() {
  return (
    <section className="page-section status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
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
