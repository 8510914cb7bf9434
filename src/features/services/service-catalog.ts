export type CategorySlug = 'business-operations' | 'ai' | 'marketing' | 'sales';

export type ServiceSummary = { slug: string; title: string };

export type CategorySummary = {
  slug: CategorySlug;
  title: string;
  /** Only some categories have an overview page of their own; the others live on /services. */
  hasOverview: boolean;
  services: readonly ServiceSummary[];
};

export const serviceCatalog: readonly CategorySummary[] = [
  {
    slug: 'business-operations',
    title: 'Business Operations',
    hasOverview: true,
    services: [
      { slug: 'process-optimization', title: 'Process Optimization' },
      { slug: 'infrastructure-compliance', title: 'Infrastructure & Compliance' },
      { slug: 'revops-implementation', title: 'RevOps Implementation' },
    ],
  },
  {
    slug: 'ai',
    title: 'AI Solutions',
    hasOverview: true,
    services: [
      { slug: 'strategy-roadmap', title: 'AI Strategy & Roadmap' },
      { slug: 'agent-development', title: 'Custom AI Agent Development' },
      { slug: 'workflow-integration', title: 'AI Workflow Integration' },
    ],
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    hasOverview: false,
    services: [
      { slug: 'seo-content-strategy', title: 'SEO & Content Strategy' },
      { slug: 'lead-generation-strategy', title: 'Lead Generation Strategy' },
      { slug: 'funnel-optimization', title: 'Funnel Optimization' },
      { slug: 'brand-positioning-messaging', title: 'Brand Positioning & Messaging' },
    ],
  },
  {
    slug: 'sales',
    title: 'Sales',
    hasOverview: false,
    services: [
      { slug: 'hubspot-implementation', title: 'HubSpot Implementation' },
      { slug: 'process-optimization', title: 'Sales Process Optimization' },
      { slug: 'automation', title: 'Sales Automation' },
    ],
  },
];

export function findCategory(slug: string): CategorySummary | undefined {
  return serviceCatalog.find((category) => category.slug === slug);
}

export function findService(categorySlug: string, serviceSlug: string) {
  const category = findCategory(categorySlug);
  const service = category?.services.find((s) => s.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
