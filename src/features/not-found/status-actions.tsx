import { Link } from '@tanstack/react-router';

/**
 * The way on from a page that could not show what was asked for: home, or a word with us. `retryHref` adds
 * "Try again" first: a plain link, so the browser loads the page anew from the server and fetches again
 * whatever failed (a script lost to a dropped connection, or data), with or without JavaScript.
 */
export function StatusActions({ retryHref }: { retryHref?: string }) {
  return (
    <div className="button-row">
      {retryHref !== undefined && (
        <a href={retryHref} className="button button--accent">
          Try again
        </a>
      )}
      <Link to="/" className={retryHref === undefined ? 'button button--accent' : 'button button--ghost'}>
        Back to home
      </Link>
      <Link to="/contact" className="button button--ghost">
        Contact us
      </Link>
    </div>
  );
}
