import { StatusActions } from './status-actions.tsx';

export function ErrorPage() {
  return (
    <section className="page-section status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown right now. Please try again in a moment.</p>
      <StatusActions />
    </section>
  );
}
