import { Link } from '@tanstack/react-router';
import { servicesSectionLink } from '../../components/ui/site-links.ts';
import { Section } from '../../components/ui/section.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { CategoryOverview } from '../marketing-types.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/services.css';

export function CategoryPage({ slug, overview }: { slug: string; overview: CategoryOverview }) {
  return (
    <>
      <HydrationMarker />
      <section className="page-section page-hero" aria-labelledby="category-title">
        <Breadcrumbs items={[{ label: 'Services', link: servicesSectionLink(slug) }, { label: overview.title }]} />
        <span className="icon-badge icon-badge--large">
          <Icon name={overview.icon} size={36} />
        </span>
        <h1 id="category-title">{overview.title}</h1>
        <p className="page-hero__subtitle">{overview.subtitle}</p>
        <p className="page-hero__lead">{overview.description}</p>
      </section>

      <Section id="value" title="What you get" tone="beige">
        <div className="grid-3">
          {overview.valueProps.map((prop) => (
            <article key={prop.title} className="approach-card">
              <span className="icon-badge">
                <Icon name={prop.icon} />
              </span>
              <h3>{prop.title}</h3>
              <p>{prop.description}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="category-services" title={`Our ${overview.title} services`}>
        <div className="grid-3">
          {overview.services.map((service) => (
            <article key={service.title} className="service-card">
              <h3>{service.title}</h3>
              <p>{service.description}</p>
              <Link {...service.link} className="text-link" aria-label={`Explore ${service.title}`}>
                Explore →
              </Link>
            </article>
          ))}
        </div>
        <div className="button-row">
          <Link to="/contact" className="button button--accent button--large">
            Book a Free Consultation
          </Link>
        </div>
      </Section>
    </>
  );
}
