// The one home of every category's and service's slug, title and subtitle: routing, page heads and the
// sitemap read it on every page load, and each area's pages (service-catalog.ts builds them, with that area's
// screens only) take it with their long copy, so no fact is written twice.
export type ServiceSummary = { slug: string; title: string; subtitle: string };

export type CategorySummary = {
  slug: string;
  title: string;
  /** Title and subtitle of the overview page, for the two categories that have one. */
  overview?: { title: string; subtitle: string };
  services: ServiceSummary[];
};

export const serviceIndex: CategorySummary[] = [
  {
    slug: 'business-operations',
    title: 'Business Operations',
    overview: {
      title: 'Business Operations',
      subtitle: 'Scale your company without scaling the chaos',
    },
    services: [
      {
        slug: 'process-optimization',
        title: 'Process Optimization',
        subtitle: 'Map, simplify and automate the workflows that slow your team down',
      },
      {
        slug: 'infrastructure-compliance',
        title: 'Infrastructure & Compliance',
        subtitle: 'A secure, audit-ready stack that passes enterprise security reviews',
      },
      {
        slug: 'revops-implementation',
        title: 'RevOps Implementation',
        subtitle: 'One revenue engine across marketing, sales and customer success',
      },
    ],
  },
  {
    slug: 'ai',
    title: 'AI Solutions',
    overview: {
      title: 'AI Solutions',
      subtitle: 'AI agents that do real work, not demos',
    },
    services: [
      {
        slug: 'strategy-roadmap',
        title: 'AI Strategy & Roadmap',
        subtitle: 'Find and rank the AI use cases that will pay back first',
      },
      {
        slug: 'agent-development',
        title: 'Custom AI Agent Development',
        subtitle: 'Agents designed around your processes and data, from prototype to production',
      },
      {
        slug: 'workflow-integration',
        title: 'AI Workflow Integration',
        subtitle: 'Connect AI to your CRM, help desk and data so results land where work happens',
      },
    ],
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    services: [
      {
        slug: 'seo-content-strategy',
        title: 'SEO & Content Strategy',
        subtitle: 'Organic growth built on the questions your buyers actually ask',
      },
      {
        slug: 'lead-generation-strategy',
        title: 'Lead Generation Strategy',
        subtitle: 'A predictable flow of qualified leads from the channels that fit your market',
      },
      {
        slug: 'funnel-optimization',
        title: 'Funnel Optimization',
        subtitle: 'Find the stage where revenue leaks and fix it first',
      },
      {
        slug: 'brand-positioning-messaging',
        title: 'Brand Positioning & Messaging',
        subtitle: 'Say clearly who you are for, what you solve and why you win',
      },
    ],
  },
  {
    slug: 'sales',
    title: 'Sales',
    services: [
      {
        slug: 'hubspot-implementation',
        title: 'HubSpot Implementation',
        subtitle: 'A HubSpot CRM your team actually uses, and reports you can trust',
      },
      {
        slug: 'process-optimization',
        title: 'Sales Process Optimization',
        subtitle: 'A repeatable sales process that does not depend on one star rep',
      },
      {
        slug: 'automation',
        title: 'Sales Automation',
        subtitle: 'Give reps their time back for the conversations that close deals',
      },
    ],
  },
];

export function findCategorySummary(slug: string) {
  return serviceIndex.find((category) => category.slug === slug);
}

export function findServiceSummary(categorySlug: string, serviceSlug: string) {
  const category = findCategorySummary(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
