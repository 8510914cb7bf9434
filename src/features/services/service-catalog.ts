import type { CategoryOverview, EngagementModel, Service } from '../marketing-types.ts';
import type { IconName } from '../../components/ui/icon.tsx';
import { aiServices } from './services-ai.ts';
import { businessOperationsServices } from './services-business-operations.ts';
import { marketingServices } from './services-marketing.ts';
import { salesServices } from './services-sales.ts';
import { categoryOverviews } from './category-overviews.ts';

export type CategorySlug = 'business-operations' | 'ai' | 'marketing' | 'sales';

export type Category = {
  slug: CategorySlug;
  title: string;
  icon: IconName;
  intro: string;
  /** Only business operations and AI have an overview page; the others live on /services. */
  overview?: CategoryOverview;
  services: readonly Service[];
};

export const serviceCatalog: readonly Category[] = [
  {
    slug: 'business-operations',
    title: 'Business Operations',
    icon: 'cog',
    intro: 'Processes, systems and compliance that let you scale without adding chaos or headcount.',
    overview: categoryOverviews['business-operations'],
    services: businessOperationsServices,
  },
  {
    slug: 'ai',
    title: 'AI Solutions',
    icon: 'bot',
    intro: 'Custom AI agents and workflows that take real work off your team and pay for themselves.',
    overview: categoryOverviews.ai,
    services: aiServices,
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    icon: 'megaphone',
    intro: 'Positioning, content and funnels that turn the right visitors into qualified pipeline.',
    services: marketingServices,
  },
  {
    slug: 'sales',
    title: 'Sales',
    icon: 'target',
    intro: 'CRM, process and automation that help your reps spend their time selling.',
    services: salesServices,
  },
];

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

export const servicePath = (category: string, service: string) => `/services/${category}/${service}`;
