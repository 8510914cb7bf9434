import { describe, expect, it } from 'vitest';
import { serviceCatalog } from '../../src/features/services/service-catalog.ts';
import { serviceIndex } from '../../src/features/services/service-index.ts';

describe('the service catalogue', () => {
  it('is built from the index: every service has its copy, titles come from the index', () => {
    expect(serviceCatalog.map((c) => c.slug)).toEqual(serviceIndex.map((c) => c.slug));
    for (const category of serviceCatalog) {
      const summary = serviceIndex.find((c) => c.slug === category.slug);
      expect(category.title).toBe(summary?.title);
      expect(category.services.map((s) => [s.slug, s.title, s.subtitle])).toEqual(
        summary?.services.map((s) => [s.slug, s.title, s.subtitle]),
      );
      for (const service of category.services) {
        expect(service.description.length).toBeGreaterThan(50);
        expect(service.benefits.length).toBeGreaterThan(0);
        expect(service.process.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives the two overview pages their titles and linked services from the index', () => {
    const overviews = serviceCatalog.filter((c) => c.overview);
    expect(overviews.map((c) => [c.slug, c.overview?.title, c.overview?.subtitle])).toEqual([
      ['business-operations', 'Business Operations', 'Scale your company without scaling the chaos'],
      ['ai', 'AI Solutions', 'AI agents that do real work, not demos'],
    ]);
    expect(overviews[1]?.overview?.services.map((s) => [s.title, s.link.to, s.link.params])).toEqual([
      ['AI Strategy & Roadmap', '/services/$category/$service', { category: 'ai', service: 'strategy-roadmap' }],
      ['Custom AI Agent Development', '/services/$category/$service', { category: 'ai', service: 'agent-development' }],
      ['AI Workflow Integration', '/services/$category/$service', { category: 'ai', service: 'workflow-integration' }],
    ]);
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
