/** The response header that carries the matched route's pattern (/blog/$slug) from the render to the server, which removes it. */
export const ROUTE_PATTERN_HEADER = 'x-route-pattern';

/**
 * The response header that carries the path the router read the request as (escapes decoded, dot segments
 * resolved, as its canonical link names it), so the server can send any other way of writing it to the page's
 * own address; the server removes it.
 */
export const PAGE_PATH_HEADER = 'x-page-path';
