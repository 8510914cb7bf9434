import { InlineScript } from '../ui/inline-script.tsx';
import { code as MARK } from './restored-visit-mark.script.ts?page-script';

// Marks the document `data-restored` when the browser loads it for a reload, or for Back or Forward without its
// back/forward cache: the router then scrolls the page back to where the visitor was.
//
// Such a visit is also marked `data-fonts-pending` until the load event has passed and the brand font is in: the
// place the router returns to was measured in that font, so until the text is set in it the browser must not move
// the window to keep a line in view (its scroll anchoring, turned off in styles/base.css while either mark says
// so); it would leave the reader tens of pixels from where they were (docs/performance.md, "Arriving where the
// page was").
//
// A reader who scrolls, taps or presses a key before the page is live has taken the page over: the mark
// `data-reader-acted` tells the router not to move the window at hydration, and gives the browser its anchoring
// back, which keeps the reader's line in view as the font comes in (docs/performance.md, "Scrolling before
// hydration").
/** Render it in the head: the mark must be set before the body is laid out. */
export function RestoredVisitMark() {
  return <InlineScript code={MARK} />;
}
