import { InlineScript } from '../ui/inline-script.tsx';

// Marks the document `data-restored` when the browser loads it for a reload, or for Back or Forward without its
// back/forward cache. The router then scrolls the page back to where the visitor was, which lands on the same
// card only when long lists are laid out whole (docs/performance.md, "Long lists").
const MARK = import.meta.env.SSR
  ? "(function(e){e=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
    "if(e&&(e.type==='reload'||e.type==='back_forward'))document.documentElement.dataset.restored=''})()"
  : '';

/** Render it in the head: the mark must be set before the body's lists are laid out. */
export function RestoredVisitMark() {
  return <InlineScript code={MARK} />;
}
