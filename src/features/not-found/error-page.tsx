import { Link } from '@tanstack/react-router';

export function ErrorPage() {
  return (
    <section className="page-section status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
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
