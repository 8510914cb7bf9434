/** The response header that carries the matched route's pattern (/blog/$slug) from the render to the server, which removes it. */
export const ROUTE_PATTERN_HEADER = 'x-route-pattern';
