import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';

export const Route = createFileRoute('/resources/')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Growth Resources',
      description:
        'Playbooks, guides and roadmaps distilled from work with 50+ B2B SaaS companies: free growth resources from Growthwise.',
    }),
  component: ResourcesPage,
});

function ResourcesPage() {
  return (
    <section className="page-section">
      <h1>Growth Resources</h1>
    </section>
  );
}
