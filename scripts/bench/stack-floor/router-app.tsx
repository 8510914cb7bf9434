import { hydrateRoot } from 'react-dom/client';
import {
  HeadContent,
  Link,
  Outlet,
  RouterProvider,
  Scripts,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';

// The least a server-rendered TanStack Router app loads: one route, a link, the head and the scripts, and
// nothing of the site (scripts/bench/stack-floor.ts).
const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Link to="/about">About</Link>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
});
const about = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <p>About</p> });
const router = createRouter({ routeTree: rootRoute.addChildren([about]) });

hydrateRoot(document, <RouterProvider router={router} />);
