import { describe, expect, it } from 'vitest';
import { overviewOf } from '../../src/features/services/category-overviews.ts';
import { serviceIndex } from '../../src/features/services/service-index.ts';
import { aiServices } from '../../src/features/services/services-ai.ts';
import { businessOperationsServices } from '../../src/features/services/services-business-operations.ts';
import { marketingServices } from '../../src/features/services/services-marketing.ts';
import { salesServices } from '../../src/features/services/services-sales.ts';
import { createAppRouter } from '../../src/router.tsx';
import { serviceLink } from '../../src/components/ui/site-links.ts';
import type { RouterContext } from '../../src/router-context.ts';

// Each area's long copy, as its own module gives it to that area's service route.
const servicesByArea = {
  'business-operations': businessOperationsServices,
  ai: aiServices,
  marketing: marketingServices,
  sales: salesServices,
};

describe('the service catalogue', () => {
  it('is built from the index: every service has its copy, titles come from the index', () => {
    expect(Object.keys(servicesByArea)).toEqual(serviceIndex.map((c) => c.slug));
    for (const [area, services] of Object.entries(servicesByArea)) {
      const summary = serviceIndex.find((c) => c.slug === area);
      expect(services.map((s) => [s.slug, s.title, s.subtitle])).toEqual(
        summary?.services.map((s) => [s.slug, s.title, s.subtitle]),
      );
      for (const service of services) {
        expect(service.description.length).toBeGreaterThan(50);
        expect(service.benefits.length).toBeGreaterThan(0);
        expect(service.process.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives the two overview pages their titles and linked services from the index', () => {
    const overviews = serviceIndex.filter((c) => overviewOf(c.slug));
    expect(overviews.map((c) => [c.slug, overviewOf(c.slug)?.title, overviewOf(c.slug)?.subtitle])).toEqual([
      ['business-operations', 'Business Operations', 'Scale your company without scaling the chaos'],
      ['ai', 'AI Solutions', 'AI agents that do real work, not demos'],
    ]);
    expect(overviews.map((c) => c.slug)).toEqual(serviceIndex.filter((c) => c.overview).map((c) => c.slug));
    expect(overviewOf('ai')?.services.map((s) => [s.title, s.link.to, s.link.params])).toEqual([
      ['AI Strategy & Roadmap', '/services/ai/$service', { service: 'strategy-roadmap' }],
      ['Custom AI Agent Development', '/services/ai/$service', { service: 'agent-development' }],
      ['AI Workflow Integration', '/services/ai/$service', { service: 'workflow-integration' }],
    ]);
    expect(overviewOf('marketing')).toBeUndefined();
    expect(overviewOf('toString')).toBeUndefined();
  });

  it("gives each area's services a route of its own, which a link to one of them reaches", () => {
    const router = createAppRouter({ siteUrl: 'http://localhost' } as RouterContext);
    for (const area of serviceIndex) {
      for (const service of area.services) {
        const matches = router.matchRoutes(`/services/${area.slug}/${service.slug}`);
        expect(matches.at(-1)?.routeId).toBe(`/services/${area.slug}/$service`);
      }
    }
    // Any other area's address is the catch-all that sends it to /services.
    expect(router.matchRoutes('/services/unknown/strategy-roadmap').at(-1)?.routeId).toBe(
      '/services/$category/$service',
    );
  });

  it('links each service by the route its address reaches, so the router serves the route the link names', () => {
    const router = createAppRouter({ siteUrl: 'http://localhost' } as RouterContext);
    for (const area of serviceIndex) {
      for (const service of area.services) {
        const link = serviceLink(area.slug, service.slug);
        const { pathname } = router.buildLocation(link);
        expect(pathname).toBe(`/services/${area.slug}/${service.slug}`);
        expect(router.matchRoutes(pathname).at(-1)?.routeId).toBe(link.to);
      }
    }
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
