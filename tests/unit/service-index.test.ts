import { describe, expect, it } from 'vitest';
import { serviceCatalog } from '../../src/features/services/service-catalog.ts';
import { serviceIndex } from '../../src/features/services/service-index.ts';

describe('the service index', () => {
  it('matches the full catalog: slugs, titles, subtitles and overviews', () => {
    const fromCatalog = serviceCatalog.map((category) => ({
      slug: category.slug,
      title: category.title,
      overview: category.overview && {
        title: category.overview.title,
        subtitle: category.overview.subtitle,
        services: category.overview.services.map((s) => s.title),
      },
      services: category.services.map(({ slug, title, subtitle }) => ({ slug, title, subtitle })),
    }));
    expect(JSON.parse(JSON.stringify(serviceIndex))).toEqual(JSON.parse(JSON.stringify(fromCatalog)));
  });

  it('lists the thirteen services in their four categories', () => {
    expect(serviceIndex.flatMap((c) => c.services.map((s) => `${c.slug}/${s.slug}`))).toEqual([
      'business-operations/process-optimization',
      'business-operations/infrastructure-compliance',
      'business-operations/revops-implementation',
      'ai/strategy-roadmap',
      'ai/agent-development',
      'ai/workflow-integration',
      'marketing/seo-content-strategy',
      'marketing/lead-generation-strategy',
      'marketing/funnel-optimization',
      'marketing/brand-positioning-messaging',
      'sales/hubspot-implementation',
      'sales/process-optimization',
      'sales/automation',
    ]);
  });
});
