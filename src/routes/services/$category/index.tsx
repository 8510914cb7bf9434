import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../../site/page-head';
import { findCategory } from '../../../features/services/service-catalog';

export const Route = createFileRoute('/services/$category/')({
  beforeLoad: ({ params }) => {
    const category = findCategory(params.category);
    if (!category?.hasOverview) throw redirect({ to: '/services', replace: true });
    return { category };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: match.context.category.title,
      description: `${match.context.category.title} consulting from Growthwise for B2B SaaS and e-commerce founders.`,
    }),
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useRouteContext();
  return (
    <section className="page-section">
      <h1>{category.title}</h1>
    </section>
  );
}
