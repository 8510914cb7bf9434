import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head';
import { findService } from '../../../features/services/service-catalog';
import { ServicePage } from '../../../features/services/service-page';

export const Route = createFileRoute('/services/$category/$service')({
  beforeLoad: ({ params }) => {
    const found = findService(params.category, params.service);
    if (!found) throw redirect({ to: '/services', replace: true });
    return { categorySlug: found.category.slug, categoryTitle: found.category.title, service: found.service };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${match.context.service.title} | ${match.context.categoryTitle}`,
      description: `${match.context.service.subtitle}. ${match.context.categoryTitle} consulting from Growthwise.`,
    }),
  component: ServiceRoute,
});

function ServiceRoute() {
  const { categorySlug, categoryTitle, service } = Route.useRouteContext();
  return <ServicePage categorySlug={categorySlug} categoryTitle={categoryTitle} service={service} />;
}
