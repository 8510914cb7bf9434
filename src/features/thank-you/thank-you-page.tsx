import { Link, useRouteContext } from '@tanstack/react-router';
import { onItsPageOnly } from '../../components/ui/site-links.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';

export function ThankYouPage() {
  // The CMS an editor came from, named; with no CMS there is nowhere to go back to.
  const editorApp = useRouteContext({ from: '__root__', select: (context) => context.editorApp });
  return (
    <section className="page-section status-page" aria-labelledby="published-title">
      <HydrationMarker />
      <p className="eyebrow">For editors</p>
      <h1 id="published-title">Your Content Has Been Published!</h1>
      <p>
        Thank you for keeping the Growthwise blog fresh. Your changes have been received and are on their way to
        readers.
      </p>
      <div className="button-row">
        <Link to="/blog" activeOptions={onItsPageOnly} className="button button--accent">
          View Blog
        </Link>
        {editorApp && (
          <a href={editorApp.url} target="_blank" rel="noopener noreferrer" className="button button--ghost">
            Back to {editorApp.name}
          </a>
        )}
      </div>
      <p className="note">
        Please note: new content may take up to 2 minutes to appear on the site because of deployment.
      </p>
    </section>
  );
}
