import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Every change of path starts the new page at its top; a #hash target is left to the page. */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
