import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head';
import { findCategory } from '../../../features/services/service-catalog';
import { CategoryPage } from '../../../features/services/category-page';

export const Route = createFileRoute('/services/$category/')({
  // Only some categories have an overview; any other address goes to /services, replacing history.
  beforeLoad: ({ params }) => {
    const category = findCategory(params.category);
    if (!category?.overview) throw redirect({ to: '/services', replace: true });
    return { category: { slug: category.slug, overview: category.overview } };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${match.context.category.overview.title} Consulting`,
      description: `${match.context.category.overview.subtitle}. ${match.context.category.overview.services.map((s) => s.title).join(', ')} for B2B SaaS and e-commerce founders.`,
    }),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useRouteContext();
  return <CategoryPage slug={category.slug} overview={category.overview} />;
}
