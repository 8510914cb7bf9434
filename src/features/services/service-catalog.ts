import { serviceLink } from '../../components/ui/site-links.ts';
import type { CategoryOverview, CategoryOverviewCopy, Service, ServiceCopy } from '../marketing-types.ts';
import type { CategorySlug } from './service-areas.ts';
import { findCategorySummary } from './service-index.ts';
import type { CategorySummary } from './service-index.ts';

// Each area's services' long copy is a module of its own (services-ai.ts...), imported by that area's service
// route only, so a service page loads its own area's copy and no other; the two overviews are one module of
// their own (category-overviews.ts) (docs/performance.md, "Code a screen does not show"). Slugs, titles and
// subtitles come from the service index, so no fact is written twice.

function summaryOf(area: CategorySlug): CategorySummary {
  const summary = findCategorySummary(area);
  if (!summary) throw new Error(`The service index has no area ${area}`);
  return summary;
}

function bySlug<T extends { slug: string }>(items: readonly T[], slug: string, what: string): T {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`The service catalogue has no copy for ${what} ${slug}`);
  return found;
}

/** An area's services, in the index's order, each with its title and subtitle from the index. */
export function areaServices(area: CategorySlug, copies: readonly ServiceCopy[]): readonly Service[] {
  return summaryOf(area).services.map((summary) => ({ ...summary, ...bySlug(copies, summary.slug, 'service') }));
}

/** An area's overview page: its own copy, with the title, subtitle and services' titles from the index. */
export function areaOverview(area: CategorySlug, copy: CategoryOverviewCopy): CategoryOverview {
  const summary = summaryOf(area);
  if (!summary.overview) throw new Error(`The service index gives area ${area} no overview`);
  return {
    ...copy,
    ...summary.overview,
    services: copy.services.map(({ slug, description }) => ({
      title: bySlug(summary.services, slug, 'service').title,
      description,
      link: serviceLink(area, slug),
    })),
  };
}
