import type { IconName } from '../../components/ui/icon.tsx';
import type { EngagementModel } from '../marketing-types.ts';
import { serviceIndex } from './service-index.ts';
import type { CategorySummary } from './service-index.ts';

export type CategorySlug = 'business-operations' | 'ai' | 'marketing' | 'sales';

type AreaCopy = { icon: IconName; intro: string };

/** A category as /services shows it: the index's names with the area's icon and one-line intro. */
export type ServiceArea = CategorySummary & AreaCopy;

const areaCopy: Record<CategorySlug, AreaCopy> = {
  'business-operations': {
    icon: 'cog',
    intro: 'Processes, systems and compliance that let you scale without adding chaos or headcount.',
  },
  ai: {
    icon: 'bot',
    intro: 'Custom AI agents and workflows that take real work off your team and pay for themselves.',
  },
  marketing: {
    icon: 'megaphone',
    intro: 'Positioning, content and funnels that turn the right visitors into qualified pipeline.',
  },
  sales: {
    icon: 'target',
    intro: 'CRM, process and automation that help your reps spend their time selling.',
  },
};

// /services needs no service's long copy: each area's stays in its own module (services-ai.ts...), loaded with
// that area's service pages only, and the overviews' in category-overviews.ts (docs/performance.md, "Code a
// screen does not show").
export const serviceAreas: readonly ServiceArea[] = serviceIndex.map((summary) => ({
  ...summary,
  ...areaCopy[summary.slug as CategorySlug],
}));

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
