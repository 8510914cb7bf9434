// The one address each page is known by (docs/hardening.md, "Addresses"): the server redirects any other
// form of it there, and a link in a CMS body is written in it, so the router in the browser finds the page
// the server would have redirected to.

const REPEATED_SLASHES = /\/{2,}/g;
// A page saved by an older site or a static host: /about.html, /blog/index.htm.
const HTML_FILE = /(?:\/index)?\.html?$/i;
// Capital letters, and the percent escapes whose hex digits are left as written (%C3 stays %C3).
const CAPITALS_OR_ESCAPE = /%[0-9a-f]{2}|[A-Z]+/gi;

/**
 * The page's own form of a path: one slash between segments, no `.html`, no slash at the end (`/` for the
 * home page), in small letters. `//blog` would otherwise be read as a link to another host named "blog". Every
 * page's address is in small letters (the routes, and slugs by the content model's pattern), so `/About` is
 * that page too: rendered under its own address it would be one more copy in the page cache for every way of
 * writing it, and `/Services/AI` or `/Blog/Speed-To-Lead` would not be found at all.
 */
export function pageAddress(pathname: string): string {
  const collapsed = pathname.replace(REPEATED_SLASHES, '/');
  const unslashed = collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
  const small = unslashed.replace(CAPITALS_OR_ESCAPE, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  return small.replace(HTML_FILE, '') || '/';
}
