import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { siteConfig } from '../../site/site-config.ts';
import { contentMessages } from '../../model/content-messages.ts';
import { listingParams, listingQuery, readListingSearch } from '../../model/listing.ts';
import { BlogHero, BlogList, BlogListError, BlogListPending } from '../../features/blog/blog-list.tsx';
import { listingLinks, pageTitle } from '../../features/content/listing-pages.tsx';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import { SearchForm } from '../../features/search/search-form.tsx';

export const Route = createFileRoute('/blog/')({
  validateSearch: (search) => listingParams(search, true),
  loaderDeps: ({ search }) => readListingSearch(search, true),
  loader: async ({ context, deps }) => {
    const result = await context.content.listPosts(deps);
    if (result.status === 'ok') return { listing: result.data, error: undefined };
    // A page past the last, or a tag no post has: the site's "not found" page.
    if (result.status === 'not-found') throw notFound();
    context.markUnavailable();
    return { listing: undefined, error: result.message };
  },
  head: ({ match, loaderData }) => {
    const listing = loaderData?.listing;
    const search = { tag: listing?.tag, page: listing?.page };
    const tagged = listing?.tag ? `${listing.tag} articles` : undefined;
    const head = pageHead(match.context.siteUrl, `/blog${listingQuery(search)}`, {
      title: pageTitle(tagged ? `${tagged} | ${siteConfig.name} Blog` : `${siteConfig.name} Blog`, listing),
      description: tagged
        ? `Articles on ${listing?.tag} for B2B SaaS and e-commerce founders from the Growthwise team.`
        : 'Insights on growth, revenue operations, CRM and AI for B2B SaaS and e-commerce founders from the Growthwise team.',
    });
    return { ...head, links: [...head.links, ...listingLinks(match.context.siteUrl, '/blog', listing)] };
  },
  pendingComponent: () => (
    <section className="page-section">
      <BlogHero />
      <BlogListPending />
    </section>
  ),
  component: BlogPage,
});

function BlogPage() {
  const { listing, error } = Route.useLoaderData();
  return (
    <section className="page-section">
      <HydrationMarker />
      <BlogHero tag={listing?.tag} />
      <SearchForm />
      {listing ? <BlogList listing={listing} /> : <BlogListError message={error ?? contentMessages.postsFailed} />}
    </section>
  );
}
