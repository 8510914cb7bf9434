import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';
import { siteConfig } from '../../site/site-config';

export const Route = createFileRoute('/blog/')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: siteConfig.name + ' Blog',
      description:
        'Insights on growth, revenue operations, CRM and AI for B2B SaaS and e-commerce founders from the Growthwise team.',
    }),
  component: BlogPage,
});

function BlogPage() {
  return (
    <section className="page-section">
      <h1>Growthwise Blog</h1>
    </section>
  );
}
