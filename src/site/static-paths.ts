import { createRouter } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { serviceIndex } from '../features/services/service-index.ts';

/**
 * Values for the route parameters of pages that need no CMS, from the service index: the areas with an overview
 * page, and each area's services (every area has a service route of its own: /services/ai/$service...).
 */
function paramPaths(path: string): string[] {
  if (path === '/services/$category') return serviceIndex.filter((c) => c.overview).map((c) => `/services/${c.slug}`);
  const area = serviceIndex.find((c) => path === `/services/${c.slug}/$service`);
  return area ? area.services.map((service) => `/services/${area.slug}/${service.slug}`) : [];
}

/**
 * Every page that exists without content from the CMS, for the sitemap: read from the route tree itself, so a
 * new route is listed without a second list to update. Pages marked `staticData.sitemap: false` stay out;
 * a path with parameters is listed only where the service index knows its values (posts and resources come from the CMS).
 */
export function listStaticPaths(): string[] {
  // A router (never rendered) resolves each route's full path.
  const { routesById } = createRouter({ routeTree: routeTree as AnyRoute });
  const paths = (Object.values(routesById) as AnyRoute[])
    .filter((route) => !route.isRoot && route.options.staticData?.sitemap !== false && route.options.component)
    .map((route) => (route.fullPath as string).replace(/(.)\/$/, '$1'));
  return [...new Set(paths)].flatMap((path) => {
    if (!path.includes('$')) return [path];
    return paramPaths(path);
  });
}
