/** A route screen's chunk, as the router plugin names it: the route's file, then the part split off. */
export const SPLIT_ROUTE_PART = /^(src\/routes\/.+\.tsx)\?tsr-split=(\w+)$/;

/** The file a route is defined in, by file-based routing's names: an id ending in a slash is an index file. */
export function routeSourceFile(routeId: string): string {
  return `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;
}

/** The id of the route a file defines: `routeSourceFile` the other way round. */
export function routeIdOf(file: string): string {
  const path = file.slice('src/routes'.length, -'.tsx'.length);
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}
