import { redirect } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import type { CategorySlug } from './service-areas.ts';
import { findServiceSummary } from './service-index.ts';

// What the areas' service routes share (src/routes/services/<area>/$service.tsx). Each area has a route of its
// own so that a service page loads its area's copy and no other's (docs/performance.md, "Code a screen does not
// show"); their heads and redirects read the service index, which every page has already.

/** A service page's context: an address that names no service of the area goes to /services, replacing history. */
export function serviceContext(area: CategorySlug, serviceSlug: string) {
  const found = findServiceSummary(area, serviceSlug);
  if (!found) throw redirect({ to: '/services', replace: true });
  return { categoryTitle: found.category.title, summary: found.service };
}

type ServiceMatch = { context: { siteUrl: string } & ReturnType<typeof serviceContext>; pathname: string };

export function serviceHead({ context, pathname }: ServiceMatch) {
  return pageHead(context.siteUrl, pathname, {
    title: `${context.summary.title} | ${context.categoryTitle}`,
    description: `${context.summary.subtitle}. ${context.categoryTitle} consulting from Growthwise.`,
  });
}
