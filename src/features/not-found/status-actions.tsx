import { Link } from '@tanstack/react-router';

/** The way on from a page that could not show what was asked for: home, or a word with us. */
export function StatusActions() {
  return (
    <div className="button-row">
      <Link to="/" className="button button--accent">
        Back to home
      </Link>
      <Link to="/contact" className="button button--ghost">
        Contact us
      </Link>
    </div>
  );
}
