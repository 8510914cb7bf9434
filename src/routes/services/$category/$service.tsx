import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head';
import { findService } from '../../../features/services/service-catalog';

export const Route = createFileRoute('/services/$category/$service')({
  beforeLoad: ({ params }) => {
    const found = findService(params.category, params.service);
    if (!found) throw redirect({ to: '/services', replace: true });
    return found;
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: match.context.service.title,
      description: `${match.context.service.title}: a ${match.context.category.title} service from Growthwise.`,
    }),
  component: ServicePage,
});

function ServicePage() {
  const { service } = Route.useRouteContext();
  return (
    <section className="page-section">
      <h1>{service.title}</h1>
    </section>
  );
}
