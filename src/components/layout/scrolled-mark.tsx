import { InlineScript } from '../ui/inline-script.tsx';
import { code as MARK } from './scrolled-mark.script.ts?page-script';

// Marks the document `data-scrolled` while the window is more than 50 px down, where the header turns compact
// (docs/product.md, "Layout"; its styles key on the mark). It runs from the head as the HTML arrives, not from
// the app: a reload far down a page, a #hash or a reader's early scroll gets the compact header from the first
// frame at that place, not when the page hydrates a second or more later on a phone (docs/performance.md, "The
// header from the first frame").
/** Render it in the head, once: its listener serves the document for its whole life, visits within the site too. */
export function ScrolledMark() {
  return <InlineScript code={MARK} />;
}
