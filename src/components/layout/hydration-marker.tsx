import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page the server sent (used by styles that need JavaScript
 * and by tests). Every page renders one, inside its own content: the router hydrates a
 * page in a Suspense boundary of its own, after the header and footer, so an effect in the layout would mark
 * the document while the page's form and links were still inert (docs/performance.md, "Live means the page").
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
