import { useEffect, useState } from 'react';

/** Marks the document once React has taken over the server HTML (used by styles that need JavaScript, and by tests). */
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
