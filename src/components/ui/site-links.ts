import { linkOptions } from '@tanstack/react-router';
import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';

// Links given as data (copy modules, navigation), checked against the route tree by `npm run typecheck`:
// each is made by linkOptions (here or at its use), so a path that no route matches does not compile.

/** A link held as data and spread into <Link>; build it with linkOptions or the helpers below. */
export type SiteLink = LinkOptions<RegisteredRouter, string, string>;

export const categoryLink = (category: string) => linkOptions({ to: '/services/$category', params: { category } });

/** The service areas, each with a route of its own for its services (routes/services/<area>/$service.tsx). */
type ServiceArea = 'business-operations' | 'ai' | 'marketing' | 'sales';

// A link names the route its address matches (an area's own, not /services/$category/$service, which only
// sends unknown areas away), so the router's checks and preloads see the route that serves it.
export const serviceLink = (area: string, service: string): SiteLink =>
  linkOptions({ to: `/services/${area as ServiceArea}/$service`, params: { service } });

export const resourceLink = (slug: string) => linkOptions({ to: '/resources/$slug', params: { slug } });

export const postLink = (slug: string) => linkOptions({ to: '/blog/$slug', params: { slug } });

/**
 * For a link that may lead above the page it is on (a breadcrumb, a back link, the footer): the router marks a
 * link active, and so the current page to a screen reader (aria-current="page"), on its own address and on
 * every address below it, so /services/ai/x would announce "Services" and "AI Solutions" as the page. With
 * this, only the page itself (docs/product.md, "Layout").
 */
export const onItsPageOnly = { exact: true, includeSearch: false } as const;

/** A section of the services page (/services#ai), for breadcrumbs and back links. */
export const servicesSectionLink = (category: string) =>
  linkOptions({ to: '/services', hash: category, activeOptions: onItsPageOnly });
