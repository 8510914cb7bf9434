import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head.ts';
import { findCategorySummary } from '../../../features/services/service-index.ts';
import { overviewOf } from '../../../features/services/category-overviews.ts';
import { CategoryPage } from '../../../features/services/category-page.tsx';

export const Route = createFileRoute('/services/$category/')({
  // Only some categories have an overview; any other address goes to /services, replacing history.
  beforeLoad: ({ params }) => {
    const category = findCategorySummary(params.category);
    if (!category?.overview) throw redirect({ to: '/services', replace: true });
    return { overview: { ...category.overview, services: category.services.map((s) => s.title) } };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${match.context.overview.title} Consulting`,
      description: `${match.context.overview.subtitle}. ${match.context.overview.services.join(', ')} for B2B SaaS and e-commerce founders.`,
    }),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const overview = overviewOf(category);
  return overview ? <CategoryPage slug={category} overview={overview} /> : null;
}
