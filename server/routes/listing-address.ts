import { listingQuery, readListingSearch } from '../../src/model/listing.ts';
import type { Listings } from '../content/listings.ts';

/**
 * What the address of a page that reads its query leads to: a page to keep (by its one written form), a page
 * rendered for this request only (not found, or a search), or a redirect to its one written form.
 */
export type ListingAddress = { kind: 'page' | 'unkept'; url: string } | { kind: 'redirect'; location: string };

/** The pages whose answer reads the query string, and the parameters each reads, in their written order. */
const READS: Record<string, readonly string[]> = {
  '/blog': ['tag', 'page'],
  '/resources': ['page'],
  '/search': ['q', 'page'],
};

/** Parameters in the order `reads` names them, written as a form writes them ('' for none). */
function formOf(reads: readonly string[], values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const name of reads) {
    const value = values[name];
    if (value !== undefined) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const nameOf = (part: string) => {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/**
 * Where a listing's address leads, decided from the lists the server holds, so that a made-up page or tag
 * costs neither a CMS call nor a page kept in memory. The parameters the page reads have one written form
 * (`?tag=Growth+Ops&page=2`: in that order, as a form writes them, the tag as the CMS spells it, no `page=1`);
 * another is sent there. Any other parameter (`utm_source`, `gclid`) stays in the address but is never part of
 * the answer. Undefined for other pages.
 */
export async function listingAddress(
  pathname: string,
  query: string,
  listings: Listings,
): Promise<ListingAddress | undefined> {
  const reads = READS[pathname];
  if (!reads) return undefined;
  const parts = query.replace(/^\?/, '').split('&').filter(Boolean);
  const others = parts.filter((part) => !reads.includes(nameOf(part)));
  const own = parts.filter((part) => reads.includes(nameOf(part)));
  // As the router reads them: the last of a repeated parameter wins.
  const values = Object.fromEntries(new URLSearchParams(own.join('&')));
  const redirect = (canonical: string): ListingAddress => {
    const rest = others.length > 0 ? (canonical ? '&' : '?') + others.join('&') : '';
    return { kind: 'redirect', location: pathname + canonical + rest };
  };

  // The router renders an address only in the form it writes it (it redirects any other), so a page that is not
  // found is rendered in that form, and a page that is, in its canonical one.
  const written = formOf(reads, values);
  const asWritten = own.length > 0 ? `?${own.join('&')}` : '';
  const missing = (): ListingAddress =>
    asWritten === written ? { kind: 'unkept', url: pathname + written } : redirect(written);

  // A search is rendered for each request (every query would otherwise be a page kept), page 1 without `page`.
  if (pathname === '/search') {
    const canonical = formOf(reads, { ...values, page: values.page === '1' ? undefined : values.page });
    return asWritten === canonical ? { kind: 'unkept', url: pathname + canonical } : redirect(canonical);
  }

  const search = readListingSearch(values, reads.includes('tag'));
  if (search.page === 0) return missing();
  const answer = pathname === '/blog' ? await listings.postsPage(search) : await listings.resourcesPage(search);
  if (answer.status === 'not-found') return missing();
  // Without the list (an outage), the page as written: it shows the outage and is not kept.
  const canonical = answer.status === 'ok' ? listingQuery({ tag: answer.data.tag, page: answer.data.page }) : written;
  return asWritten === canonical ? { kind: 'page', url: pathname + canonical } : redirect(canonical);
}
