import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { MAX_QUERY_LENGTH, searchMessages } from '../model/search.ts';
import { readListingSearch } from '../model/listing.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchResults } from '../features/search/search-results.tsx';
import { pageTitle } from '../features/content/listing-pages.tsx';
import { HydrationMarker } from '../components/layout/hydration-marker.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

type SearchParams = { q?: string; page?: number | string };

export const Route = createFileRoute('/search')({
  // Kept as written, so that the address the server renders is the one asked for.
  validateSearch: (search): SearchParams => ({
    ...(typeof search.q === 'string' ? { q: search.q } : {}),
    ...(typeof search.page === 'string' || typeof search.page === 'number' ? { page: search.page } : {}),
  }),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: readListingSearch(search, false).page ?? 1 }),
  loader: async ({ context, deps: { q, page } }) => {
    if (q.length > MAX_QUERY_LENGTH) return { q, found: undefined, error: searchMessages.tooLong };
    if (!q.trim()) return { q, found: undefined, error: undefined };
    if (page === 0) throw notFound();
    const result = await context.content.search(q, page);
    if (result.status === 'not-found') throw notFound();
    if (result.status === 'error') {
      context.markUnavailable();
      return { q, found: undefined, error: result.message };
    }
    return { q, found: result.data, error: undefined };
  },
  head: ({ match, loaderData }) => {
    const q = loaderData?.q.trim();
    const head = pageHead(match.context.siteUrl, '/search', {
      title: pageTitle(q ? `Search: ${q}` : 'Search', loaderData?.found),
      description: 'Search the Growthwise blog and growth resources.',
    });
    // Results are not pages for a search engine; it may crawl them (robots.txt allows it) to read this.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }], links: [] };
  },
  staticData: { sitemap: false },
  pendingComponent: () => (
    <section className="page-section">
      <SearchHero />
      <Spinner label="Searching" />
    </section>
  ),
  component: SearchPage,
});

function SearchHero() {
  return (
    <header className="page-hero page-hero--compact">
      <p className="eyebrow">Search</p>
      <h1>Search the site</h1>
    </header>
  );
}

function SearchPage() {
  const { q, found, error } = Route.useLoaderData();
  return (
    <section className="page-section">
      <HydrationMarker />
      <SearchHero />
      <SearchForm key={q} query={q.slice(0, MAX_QUERY_LENGTH)} />
      {error && (
        <p className="error-state" role="alert">
          {error}
        </p>
      )}
      {found && <SearchResults query={q} found={found} />}
    </section>
  );
}
