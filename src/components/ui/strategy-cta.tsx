import { Link } from '@tanstack/react-router';

/** The closing block of a post or resource: a heading, a line of copy and 'Schedule a Strategy Session'. */
export function StrategyCta({ heading, text }: { heading: string; text: string }) {
  return (
    <aside className="cta-block">
      <h2>{heading}</h2>
      <p>{text}</p>
      <Link to="/contact" className="button button--accent">
        Schedule a Strategy Session
      </Link>
    </aside>
  );
}
