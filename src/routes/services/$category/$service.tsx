import { createFileRoute, redirect } from '@tanstack/react-router';

// Each area's services have a route of their own (services/ai/$service...), which the router prefers to this
// one; a service of an unknown area goes to /services, replacing history.
export const Route = createFileRoute('/services/$category/$service')({
  beforeLoad: () => {
    throw redirect({ to: '/services', replace: true });
  },
});
