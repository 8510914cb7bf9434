import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

/** What a reader does that says they have moved on; the router's own scrolling is none of these. */
const READER_INPUT = ['wheel', 'pointerdown', 'keydown'] as const;

type Place = { left: number; top: number };

// The router's own key for a history entry.
const keyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/**
 * A page on its way draws its loading screen, and the window, far down the page left, comes to rest at the end
 * of that shorter screen. A reader who goes Back then (a busy phone, a change of mind) returned to that spot, not
 * to theirs: the router notes the place of the page still under the loading screen as it is left the second
 * time. Here the place a page was left at is noted only when it was the page shown; after the router's own
 * placing, the window is put there, at once or as soon as the page has grown to hold it, unless the reader
 * scrolls, taps or types first, or moves on (docs/performance.md, "Back through a loading screen").
 */
export function keepPlaceThroughLoading(router: AnyRouter) {
  const leftAt = new Map<string, Place>();
  let loading = false;
  let stopWaiting = () => undefined as void;

  router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    stopWaiting();
    if (fromLocation && !loading) leftAt.set(keyOf(fromLocation), { left: scrollX, top: scrollY });
    loading = true;
  });

  // After the router's own listener, which placed the window as far as the page allowed.
  router.subscribe('onRendered', ({ toLocation }) => {
    loading = false;
    const place = leftAt.get(keyOf(toLocation));
    if (!place || Math.abs(scrollY - place.top) <= 1) return;
    const root = document.documentElement;
    const placeIfRoom = () => {
      if (root.scrollHeight - innerHeight < place.top - 1) return false;
      stopWaiting();
      scrollTo({ ...place, behavior: 'instant' });
      return true;
    };
    if (placeIfRoom()) return;
    const growing = new ResizeObserver(placeIfRoom);
    stopWaiting = () => {
      growing.disconnect();
      for (const type of READER_INPUT) removeEventListener(type, stopWaiting);
    };
    for (const type of READER_INPUT) addEventListener(type, stopWaiting, { passive: true });
    growing.observe(root);
  });
}
