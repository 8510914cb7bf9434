import type { Plugin } from 'vite';

const ROUTE_MODULE = /\/src\/routes\/(?!__root\.)[^?]+\.tsx$/;

/**
 * Hands the router's code splitter our `lazyRouteComponent` (src/site/lazy-screen.ts) for every route module: the
 * splitter wraps a route's split screens in the function of that name the module already has, and imports the
 * router's own only when there is none. Runs before the splitter; the split chunks themselves are left alone.
 */
export function routeScreens(lazyScreenModule = '/src/site/lazy-screen.ts'): Plugin {
  return {
    name: 'growthwise:route-screens',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_MODULE.test(id)) return null;
      // On the module's first line, so that no line of it moves (the source maps stay true).
      return { code: `import { lazyRouteComponent } from '${lazyScreenModule}';${code}`, map: null };
    },
  };
}
