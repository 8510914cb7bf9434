import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="page-section status-page">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <div className="button-row">
        <Link to="/" className="button button--accent">
          Back to home
        </Link>
        <Link to="/contact" className="button button--ghost">
          Contact us
        </Link>
      </div>
    </section>
  );
}
