import { useEffect } from 'react';

/** Marks the document once React has taken over the server HTML (used by styles that need JavaScript, and by tests). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
