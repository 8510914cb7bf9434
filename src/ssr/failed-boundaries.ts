// React's marks in server HTML: a Suspense boundary is `<!--$-->` (or `<!--$?-->`, `<!--$!-->`) ... `<!--/$-->`.
// One whose content threw on the server is `<!--$!-->` followed by an empty <template>, and holds the fallback
// instead; the browser renders its content again when it hydrates (docs/hardening.md, "A page that fails to
// render"). Text and attributes never hold `<!--`: React escapes `<` in both.
const FAILED = /<!--\$!--><template[^>]*><\/template>/g;
const MARK = /<!--(\/?)\$[?!]?-->/g;

/** Whether React left any boundary of this HTML for the browser to render. */
export function hasFailedBoundary(html: string): boolean {
  return html.search(FAILED) >= 0;
}

/**
 * The HTML with what each failed boundary holds (its fallback: a spinner, or nothing) replaced by `notice`.
 * The boundary's marks stay, so the browser still renders the content in its place.
 */
export function replaceFailedFallbacks(html: string, notice: string): string {
  const failed = new RegExp(FAILED.source, 'g');
  let result = '';
  let copied = 0;
  for (let found = failed.exec(html); found; found = failed.exec(html)) {
    const start = found.index + found[0].length;
    const end = boundaryEnd(html, start);
    if (end < 0) break;
    result += html.slice(copied, start) + notice;
    copied = end;
    failed.lastIndex = end;
  }
  return result + html.slice(copied);
}

/** Where the boundary whose content starts at `from` closes (its `<!--/$-->`), past any boundary nested in it. */
function boundaryEnd(html: string, from: number): number {
  const mark = new RegExp(MARK.source, 'g');
  mark.lastIndex = from;
  let depth = 0;
  for (let found = mark.exec(html); found; found = mark.exec(html)) {
    if (!found[1]) depth += 1;
    else if (depth === 0) return found.index;
    else depth -= 1;
  }
  return -1;
}
