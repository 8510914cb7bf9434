import { serviceLink } from '../../components/ui/site-links.ts';
import type {
  CategoryOverview,
  CategoryOverviewCopy,
  EngagementModel,
  Service,
  ServiceCopy,
} from '../marketing-types.ts';
import type { IconName } from '../../components/ui/icon.tsx';
import { aiServices } from './services-ai.ts';
import { businessOperationsServices } from './services-business-operations.ts';
import { marketingServices } from './services-marketing.ts';
import { salesServices } from './services-sales.ts';
import { categoryOverviews } from './category-overviews.ts';
import { serviceIndex } from './service-index.ts';
import type { CategorySummary } from './service-index.ts';

export type CategorySlug = 'business-operations' | 'ai' | 'marketing' | 'sales';

export type Category = {
  slug: string;
  title: string;
  icon: IconName;
  intro: string;
  /** Only business operations and AI have an overview page; the others live on /services. */
  overview?: CategoryOverview;
  services: readonly Service[];
};

type CategoryCopy = {
  icon: IconName;
  intro: string;
  overview?: CategoryOverviewCopy;
  services: readonly ServiceCopy[];
};

// Each category's long copy; slugs, titles and subtitles come from the service index.
const copyBySlug: Record<CategorySlug, CategoryCopy> = {
  'business-operations': {
    icon: 'cog',
    intro: 'Processes, systems and compliance that let you scale without adding chaos or headcount.',
    overview: categoryOverviews['business-operations'],
    services: businessOperationsServices,
  },
  ai: {
    icon: 'bot',
    intro: 'Custom AI agents and workflows that take real work off your team and pay for themselves.',
    overview: categoryOverviews.ai,
    services: aiServices,
  },
  marketing: {
    icon: 'megaphone',
    intro: 'Positioning, content and funnels that turn the right visitors into qualified pipeline.',
    services: marketingServices,
  },
  sales: {
    icon: 'target',
    intro: 'CRM, process and automation that help your reps spend their time selling.',
    services: salesServices,
  },
};

function bySlug<T extends { slug: string }>(items: readonly T[], slug: string, what: string): T {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`The service catalogue has no copy for ${what} ${slug}`);
  return found;
}

function buildCategory(summary: CategorySummary): Category {
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
  return { slug: summary.slug, title: summary.title, icon: copy.icon, intro: copy.intro, overview, services };
}

export const serviceCatalog: readonly Category[] = serviceIndex.map(buildCategory);

export const engagementModels: EngagementModel[] = [
  {
    model: 'Audit',
    description: 'A two-week review of your funnel, CRM and stack with a prioritised 90-day plan.',
    price: 'from $3,000',
    cta: 'Get Audit',
  },
  {
    model: 'Advisory & Kickstart',
    description: 'Senior strategy by the hour, or a focused sprint to launch a fix with your team.',
    price: '$200/h',
    cta: 'Start Advisory',
  },
  {
    model: 'As-a-Service',
    description: 'An ongoing fractional RevOps, marketing-ops or AI team working to agreed targets.',
    price: 'Custom price',
    cta: 'Explore As-a-Service',
  },
];

export function findCategory(slug: string): Category | undefined {
  return serviceCatalog.find((category) => category.slug === slug);
}

export function findService(categorySlug: string, serviceSlug: string) {
  const category = findCategory(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
