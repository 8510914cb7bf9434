import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { contentMessages } from '../../model/content-messages.ts';
import { listingParams, listingQuery, readListingSearch } from '../../model/listing.ts';
import { ResourceList, ResourcesHero } from '../../features/resources/resource-list.tsx';
import { listingLinks, pageTitle } from '../../features/content/listing-pages.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import { SearchForm } from '../../features/search/search-form.tsx';

export const Route = createFileRoute('/resources/')({
  validateSearch: (search) => listingParams(search, false),
  loaderDeps: ({ search }) => readListingSearch(search, false),
  loader: async ({ context, deps }) => {
    const result = await context.content.listResources(deps);
    if (result.status === 'ok') return { listing: result.data, error: undefined };
    if (result.status === 'not-found') throw notFound();
    context.markUnavailable();
    return { listing: undefined, error: contentMessages.resourcesFailed };
  },
  head: ({ match, loaderData }) => {
    const listing = loaderData?.listing;
    const head = pageHead(match.context.siteUrl, `/resources${listingQuery({ page: listing?.page })}`, {
      title: pageTitle('Growth Resources', listing),
      description:
        'Playbooks, guides and roadmaps distilled from work with 50+ B2B SaaS companies: free growth resources from Growthwise.',
    });
    return { ...head, links: [...head.links, ...listingLinks(match.context.siteUrl, '/resources', listing)] };
  },
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
  const { listing, error } = Route.useLoaderData();
  return (
    <section className="page-section">
      <HydrationMarker />
      <ResourcesHero />
      <SearchForm />
      {listing ? (
        <ResourceList listing={listing} />
      ) : (
        <p className="error-state" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
