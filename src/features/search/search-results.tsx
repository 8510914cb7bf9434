import { Link, linkOptions } from '@tanstack/react-router';
import { postLink, resourceLink } from '../../components/ui/site-links.ts';
import type { SearchPage } from '../../model/search.ts';
import { ListingPager } from '../content/listing-pages.tsx';

/** What a search found: each a link to its page, with its type and excerpt, and the pager past 20. */
export function SearchResults({ query, found }: { query: string; found: SearchPage }) {
  if (found.total === 0) {
    return (
      <p className="search-results__none" role="status">
        {`Nothing matches “${query}”. Try fewer or other words.`}
      </p>
    );
  }
  const pageLink = (page: number) =>
    linkOptions({ to: '/search', search: { q: query, ...(page > 1 ? { page } : {}) } });
  return (
    <section aria-labelledby="search-results" className="search-results">
      <h2 id="search-results">{found.total === 1 ? '1 result' : `${found.total} results`}</h2>
      <ol className="search-results__list">
        {found.results.map((result) => (
          <li key={`${result.type}:${result.slug}`} className="search-result">
            <p className="search-result__type">{result.type === 'post' ? 'Article' : 'Resource'}</p>
            <h3 className="search-result__title">
              <Link {...(result.type === 'post' ? postLink(result.slug) : resourceLink(result.slug))}>
                {result.title}
              </Link>
            </h3>
            {result.excerpt && <p className="search-result__excerpt">{result.excerpt}</p>}
          </li>
        ))}
      </ol>
      <ListingPager listing={{ ...found, items: found.results }} pageLink={pageLink} label="Result pages" />
    </section>
  );
}
