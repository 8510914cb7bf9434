import type { CategoryOverview } from '../marketing-types.ts';
import { areaOverview } from './service-catalog.ts';
import type { CategorySlug } from './service-areas.ts';

// The two areas with an overview page (the others live on /services), loaded with that page only.
const categoryOverviews: Partial<Record<CategorySlug, CategoryOverview>> = {
  'business-operations': areaOverview('business-operations', {
    icon: 'cog',
    description:
      'Growth exposes every manual handoff, every duplicate tool and every process that lives in one person’s head. We map how work really flows through your company, remove the friction, and put the systems, data and controls in place that let you double revenue without doubling headcount.',
    valueProps: [
      {
        icon: 'zap',
        title: 'Save 20+ hours a week',
        description: 'Automated handoffs between sales, finance and customer success replace copy-and-paste work.',
      },
      {
        icon: 'shield',
        title: '80% fewer errors',
        description: 'One system of record per object and validated data entry stop mistakes before they spread.',
      },
      {
        icon: 'chart',
        title: 'Numbers leadership trusts',
        description: 'A single revenue dashboard built on clean data ends the debate about whose report is right.',
      },
    ],
    services: [
      {
        slug: 'process-optimization',
        description: 'Map, simplify and automate the workflows that slow your team down.',
      },
      {
        slug: 'infrastructure-compliance',
        description: 'A secure, audit-ready stack that passes enterprise security reviews.',
      },
      {
        slug: 'revops-implementation',
        description: 'One revenue engine across marketing, sales and success, with shared data and goals.',
      },
    ],
  }),
  ai: areaOverview('ai', {
    icon: 'bot',
    description:
      'Generic AI tools promise a lot and change little. We start from the work: the frequent, costly, repetitive tasks in sales, support and operations. Then we design, build and integrate AI agents that do that work inside your existing tools, with a human in the loop until the results prove themselves.',
    valueProps: [
      {
        icon: 'target',
        title: 'Use cases with a business case',
        description: 'Every agent starts from a scored use case with a baseline and a target, not from a model.',
      },
      {
        icon: 'layers',
        title: 'Built into your stack',
        description: 'Agents read and write where your team works: CRM, help desk, e-commerce platform and chat.',
      },
      {
        icon: 'chart',
        title: '10–20% revenue lift potential',
        description: 'Faster follow-up, better research and quicker support compound into measurable revenue.',
      },
    ],
    services: [
      {
        slug: 'strategy-roadmap',
        description: 'Find and rank the AI use cases that will pay back first in your business.',
      },
      {
        slug: 'agent-development',
        description: 'Agents designed around your processes and data, from prototype to production.',
      },
      {
        slug: 'workflow-integration',
        description: 'Connect agents to your CRM, help desk and data so results land where work happens.',
      },
    ],
  }),
};

export function overviewOf(area: string): CategoryOverview | undefined {
  return Object.hasOwn(categoryOverviews, area) ? categoryOverviews[area as CategorySlug] : undefined;
}
