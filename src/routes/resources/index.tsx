import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { contentMessages } from '../../model/content-messages.ts';
import { ResourceList, ResourcesHero } from '../../features/resources/resource-list.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';

export const Route = createFileRoute('/resources/')({
  loader: async ({ context }) => {
    const result = await context.content.listResources();
    if (result.status === 'ok') return { resources: result.data, error: undefined };
    context.markUnavailable();
    return { resources: [], error: contentMessages.resourcesFailed };
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
  component: ResourcesPage,
});

function ResourcesPage() {
  const { resources, error } = Route.useLoaderData();
  return (
    <section className="page-section">
      <HydrationMarker />
      <ResourcesHero />
      {error ? (
        <p className="error-state" role="alert">
          {error}
        </p>
      ) : (
        <ResourceList resources={resources} />
      )}
    </section>
  );
}
