import { Link } from '@tanstack/react-router';
import type { SiteLink } from '../../components/ui/site-links.ts';
import { listingQuery } from '../../model/listing.ts';
import type { Listing } from '../../model/listing.ts';

/** A later page's title says which page it is, so results and tabs tell them apart. */
export const pageTitle = (title: string, listing: Pick<Listing<unknown>, 'page'> | undefined) =>
  listing && listing.page > 1 ? `${title} – Page ${listing.page}` : title;

/** The head's links to the next and previous page, for engines that still read them. */
export function listingLinks(siteUrl: string, path: string, listing: Listing<unknown> | undefined) {
  if (!listing) return [];
  const link = (rel: string, page: number) => ({
    rel,
    href: `${siteUrl}${path}${listingQuery({ tag: listing.tag, page })}`,
  });
  return [
    ...(listing.page > 1 ? [link('prev', listing.page - 1)] : []),
    ...(listing.page < listing.pageCount ? [link('next', listing.page + 1)] : []),
  ];
}

/**
 * Plain links to the previous and next page, which crawlers follow too; none on a list of one page.
 * `pageLink` builds the typed link to a page of this listing.
 */
export function ListingPager({
  listing,
  pageLink,
  label,
}: {
  listing: Listing<unknown>;
  pageLink: (page: number) => SiteLink;
  label: string;
}) {
  if (listing.pageCount <= 1) return null;
  const { page, pageCount } = listing;
  return (
    <nav className="listing-pager" aria-label={label}>
      {page > 1 ? (
        <Link {...pageLink(page - 1)} rel="prev" className="listing-pager__link">
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="listing-pager__place">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <Link {...pageLink(page + 1)} rel="next" className="listing-pager__link">
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
