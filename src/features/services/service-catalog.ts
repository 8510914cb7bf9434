import { serviceLink } from '../../components/ui/site-links.ts';
import type { CategoryOverview, CategoryOverviewCopy, Service, ServiceCopy } from '../marketing-types.ts';
import { aiServices } from './services-ai.ts';
import { businessOperationsServices } from './services-business-operations.ts';
import { marketingServices } from './services-marketing.ts';
import { salesServices } from './services-sales.ts';
import { categoryOverviews } from './category-overviews.ts';
import { serviceAreas } from './service-areas.ts';
import type { CategorySlug, ServiceArea } from './service-areas.ts';

/** A category with its long copy: the service area's names, icon and intro, and each service's page. */
export type Category = Pick<ServiceArea, 'slug' | 'title' | 'icon' | 'intro'> & {
  /** Only business operations and AI have an overview page; the others live on /services. */
  overview?: CategoryOverview;
  services: readonly Service[];
};

type CategoryCopy = {
  overview?: CategoryOverviewCopy;
  services: readonly ServiceCopy[];
};

// Each category's long copy; slugs, titles and subtitles come from the service index, icons and intros
// from the service areas.
const copyBySlug: Record<CategorySlug, CategoryCopy> = {
  'business-operations': {
    overview: categoryOverviews['business-operations'],
    services: businessOperationsServices,
  },
  ai: {
    overview: categoryOverviews.ai,
    services: aiServices,
  },
  marketing: {
    services: marketingServices,
  },
  sales: {
    services: salesServices,
  },
};

function bySlug<T extends { slug: string }>(items: readonly T[], slug: string, what: string): T {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`The service catalogue has no copy for ${what} ${slug}`);
  return found;
}

function buildCategory(summary: ServiceArea): Category {
  const copy = copyBySlug[summary.slug as CategorySlug];
  const services = summary.services.map((s) => ({ ...s, ...bySlug(copy.services, s.slug, 'service') }));
  const overview =
    summary.overview && copy.overview
      ? {
          ...copy.overview,
          ...summary.overview,
          services: copy.overview.services.map(({ slug, description }) => ({
            title: bySlug(summary.services, slug, 'service').title,
            description,
            link: serviceLink(summary.slug, slug),
          })),
        }
      : undefined;
  return { slug: summary.slug, title: summary.title, icon: summary.icon, intro: summary.intro, overview, services };
}

export const serviceCatalog: readonly Category[] = serviceAreas.map(buildCategory);

export function findCategory(slug: string): Category | undefined {
  return serviceCatalog.find((category) => category.slug === slug);
}

export function findService(categorySlug: string, serviceSlug: string) {
  const category = findCategory(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
