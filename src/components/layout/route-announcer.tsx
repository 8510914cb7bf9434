import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/** How long a new page's heading is waited for before the page's title is announced instead. */
const HEADING_WITHIN_MS = 10_000;

/**
 * The main region's heading that is shown. While the new page's screen is still loading, React can keep the
 * previous page in the document, hidden (`display: none`), so the first `h1` may be the old one
 * (docs/product.md, "Layout").
 */
function shownHeading(main: HTMLElement) {
  // Safari before 17.4 has no checkVisibility: there, a box of its own.
  const shown = (element: Element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;
  return [...main.querySelectorAll('h1')].find(shown);
}

/**
 * Calls `announce` with the new page's heading once it is shown (at once, as a rule), or with the page's title
 * when it has none or none is shown in time. Returns what stops the wait, for a navigation that comes first.
 */
function whenHeadingShown(main: HTMLElement, announce: (text: string) => void) {
  const announceShown = () => {
    const heading = shownHeading(main);
    if (heading) announce(heading.textContent?.trim() || document.title);
    return Boolean(heading);
  };
  if (announceShown()) return () => undefined;
  // No heading in the region, hidden or not: a page without one, not one still loading.
  if (!main.querySelector('h1')) {
    announce(document.title);
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (announceShown()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    announce(document.title);
  }, HEADING_WITHIN_MS);
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return stop;
}

/**
 * A page the app draws itself is met as a loaded page would be: keyboard focus moves to the top of its main
 * region (the next Tab reaches its first link, not the header's next one) and a screen reader hears its
 * heading. A first load, a new query or an anchor on the same page moves nothing (docs/product.md).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [heading, setHeading] = useState('');

  useEffect(() => {
    let stopWaiting: () => void = () => undefined;
    const unsubscribe = router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      const main = document.getElementById('main');
      if (!main) return;
      stopWaiting();
      main.focus({ preventScroll: true });
      stopWaiting = whenHeadingShown(main, setHeading);
    });
    return () => {
      unsubscribe();
      stopWaiting();
    };
  }, [router]);

  return (
    <p className="visually-hidden" role="status">
      {heading}
    </p>
  );
}
