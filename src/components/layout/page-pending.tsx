import { Spinner } from '../ui/spinner.tsx';

/**
 * What `main` shows while a page is on its way and no screen of the page's own can say so: a page whose code is
 * still being fetched (every screen is a file of its own), or a page with a loading screen whose own file is late.
 * Part of the first load, so it is there when the router needs it (docs/product.md, "States and the texts they show").
 */
export function PagePending() {
  return (
    <section className="page-section">
      <Spinner label="Loading page" />
    </section>
  );
}
