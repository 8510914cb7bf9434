import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';
import { contentMessages } from '../../model/content-messages';
import { ResourceList, ResourcesHero } from '../../features/resources/resource-list';

export const Route = createFileRoute('/resources/')({
  loader: async ({ context }) => {
    const result = await context.content.listResources();
    if (result.status !== 'ok') throw new Error(contentMessages.resourcesFailed);
    return { resources: result.data };
  },
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Growth Resources',
      description:
        'Playbooks, guides and roadmaps distilled from work with 50+ B2B SaaS companies: free growth resources from Growthwise.',
    }),
  pendingComponent: () => (
    <section className="page-section">
      <ResourcesHero />
      <p className="loading-text" role="status">
        Loading resources...
      </p>
    </section>
  ),
  errorComponent: ({ error }) => (
    <section className="page-section">
      <ResourcesHero />
      <p className="error-state" role="alert">
        {error instanceof Error ? error.message : contentMessages.resourcesFailed}
      </p>
    </section>
  ),
  component: ResourcesPage,
});

function ResourcesPage() {
  const { resources } = Route.useLoaderData();
  return (
    <section className="page-section">
      <ResourcesHero />
      <ResourceList resources={resources} />
    </section>
  );
}
