import { InlineScript } from '../ui/inline-script.tsx';

// Marks the document `data-restored` when the browser loads it for a reload, or for Back or Forward without its
// back/forward cache. The router then scrolls the page back to where the visitor was, which lands on the same
// card only when long lists are laid out whole (docs/performance.md, "Long lists").
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
const MARK = import.meta.env.SSR
  ? "(function(d,e){e=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
    "if(e&&(e.type==='reload'||e.type==='back_forward')){d.dataset.restored='';" +
    "var t=['wheel','pointerdown','keydown'],f=function(){d.dataset.readerActed='';delete d.dataset.fontsPending;" +
    't.forEach(function(n){removeEventListener(n,f,true)})};' +
    't.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})});' +
    "if(document.fonts){d.dataset.fontsPending='';addEventListener('load',function(){" +
    'document.fonts.ready.then(function(){delete d.dataset.fontsPending})})}}})(document.documentElement)'
  : '';

/** Render it in the head: the mark must be set before the body's lists are laid out. */
export function RestoredVisitMark() {
  return <InlineScript code={MARK} />;
}
