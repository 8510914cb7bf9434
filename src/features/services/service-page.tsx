import { Link, linkOptions } from '@tanstack/react-router';
import { servicesSectionLink } from '../../components/ui/site-links.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import type { Service } from '../marketing-types.ts';
import type { CategorySlug } from './service-areas.ts';
import { findCategorySummary } from './service-index.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/services.css';

/** One of an area's services (`services`: that area's copy only, so a page loads no other area's). */
export function ServicePage({
  area,
  services,
  serviceSlug,
}: {
  area: CategorySlug;
  services: readonly Service[];
  serviceSlug: string;
}) {
  const categoryTitle = findCategorySummary(area)?.title;
  const service = services.find((s) => s.slug === serviceSlug);
  // The route's beforeLoad sends an unknown service to /services before this renders.
  if (!categoryTitle || !service) return null;
  return (
    <section className="page-section service-detail" aria-labelledby="service-title">
      <HydrationMarker />
      <Breadcrumbs
        items={[
          { label: 'Services', link: linkOptions({ to: '/services' }) },
          { label: categoryTitle, link: servicesSectionLink(area) },
          { label: service.title },
        ]}
      />
      <Link {...servicesSectionLink(area)} className="text-link back-link">
        ← Back to {categoryTitle}
      </Link>
      <h1 id="service-title">{service.title}</h1>
      <p className="page-hero__subtitle">{service.subtitle}</p>
      <div className="service-detail__layout">
        <div className="service-detail__main">
          <h2>Overview</h2>
          <p>{service.description}</p>
          <h2>Key Benefits</h2>
          <ul className="check-list">
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <h2>Our Process</h2>
          <ol className="process-steps">
            {service.process.map((step, index) => (
              <li key={step.title}>
                <span className="process-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <aside className="service-detail__sidebar" aria-label="Next steps">
          <div className="sidebar-card sidebar-card--dark">
            <h2>Ready to Get Started?</h2>
            <p>Tell us where it hurts. We reply within one business day.</p>
            <Link to="/contact" className="button button--accent">
              Book a Call
            </Link>
          </div>
          <div className="sidebar-card">
            <h2>Related Services</h2>
            <ul className="related-list">
              {service.related.map((related) => (
                <li key={related.title}>
                  <Link {...related.link}>{related.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}
