import { InlineScript } from '../ui/inline-script.tsx';

// Marks the document `data-scrolled` while the window is more than 50 px down, where the header turns compact
// (docs/product.md, "Layout"; its styles key on the mark). It runs from the head as the HTML arrives, not from
// the app: a reload far down a page, a #hash or a reader's early scroll gets the compact header from the first
// frame at that place, not when the page hydrates a second or more later on a phone (docs/performance.md, "The
// header from the first frame").
const MARK = import.meta.env.SSR
  ? "(function(d){function u(){d.toggleAttribute('data-scrolled',scrollY>50)}" +
    "u();addEventListener('scroll',u,{passive:true})})(document.documentElement)"
  : '';

/** Render it in the head, once: its listener serves the document for its whole life, visits within the site too. */
export function ScrolledMark() {
  return <InlineScript code={MARK} />;
}
