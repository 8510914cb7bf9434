import { useEffect, useState } from 'react';

/**
 * Marks the document once React has taken over the page the server sent (used by styles that need JavaScript,
 * by `useServerRendered` and by tests). Every page renders one, inside its own content: the router hydrates a
 * page in a Suspense boundary of its own, after the header and footer, so an effect in the layout would mark
 * the document while the page's form and links were still inert (docs/performance.md, "Live means the page").
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * True for a component that is part of the page the server sent (on the server, and in the browser while that
 * page hydrates); false for one the browser renders later, on a visit within the site. Kept for the component's
 * life, so hydrating never changes what the server rendered.
 */
export function useServerRendered() {
  const [serverRendered] = useState(
    () => typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true',
  );
  return serverRendered;
}
