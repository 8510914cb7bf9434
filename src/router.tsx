import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './router-context';

type DehydratedSite = { siteUrl: string };

export function createAppRouter(context: RouterContext, options: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context,
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    defaultPreload: 'intent',
    scrollRestoration: false,
    dehydrate: (): DehydratedSite => ({ siteUrl: router.options.context.siteUrl }),
    hydrate: (data: DehydratedSite) => {
      router.update({ context: { ...router.options.context, siteUrl: data.siteUrl } });
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
