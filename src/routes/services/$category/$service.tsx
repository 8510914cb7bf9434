import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head.ts';
import { findServiceSummary } from '../../../features/services/service-index.ts';
import { findService } from '../../../features/services/service-catalog.ts';
import { ServicePage } from '../../../features/services/service-page.tsx';

export const Route = createFileRoute('/services/$category/$service')({
  beforeLoad: ({ params }) => {
    const found = findServiceSummary(params.category, params.service);
    if (!found) throw redirect({ to: '/services', replace: true });
    return { categoryTitle: found.category.title, summary: found.service };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${match.context.summary.title} | ${match.context.categoryTitle}`,
      description: `${match.context.summary.subtitle}. ${match.context.categoryTitle} consulting from Growthwise.`,
    }),
  component: ServiceRoute,
});

function ServiceRoute() {
  const { category, service } = Route.useParams();
  const found = findService(category, service);
  return found ? (
    <ServicePage categorySlug={found.category.slug} categoryTitle={found.category.title} service={found.service} />
  ) : null;
}
