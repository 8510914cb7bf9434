import { Link } from '@tanstack/react-router';
import { categoryLink, serviceLink } from '../../components/ui/site-links.ts';
import { Section } from '../../components/ui/section.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { engagementModels, serviceAreas } from './service-areas.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/services.css';

const HERO_BUTTONS = [
  { slug: 'business-operations', label: 'Business Operations' },
  { slug: 'ai', label: 'AI' },
  { slug: 'marketing', label: 'Marketing' },
  { slug: 'sales', label: 'Sales' },
];

export function ServicesPage() {
  return (
    <>
      <HydrationMarker />
      <section className="page-section page-hero" aria-labelledby="services-title">
        <p className="eyebrow">Services</p>
        <h1 id="services-title">Cut Revenue Leaks with Growth Consulting</h1>
        <p className="page-hero__lead">
          Four practices, one goal: a revenue system that grows without you pushing it. Start where your biggest leak
          is.
        </p>
        {/* Plain anchors: the browser honours the 120 px scroll padding with or without JavaScript, smoothly once the page is live. */}
        <nav className="button-row" aria-label="Service areas">
          {HERO_BUTTONS.map((button) => (
            <a key={button.slug} href={`#${button.slug}`} className="button button--ghost">
              {button.label}
            </a>
          ))}
        </nav>
      </section>

      {serviceAreas.map((category) => (
        <Reveal
          key={category.slug}
          id={category.slug}
          className="section service-area"
          aria-labelledby={`${category.slug}-title`}
        >
          <div className="section__inner">
            <div className="service-area__head">
              <span className="icon-badge">
                <Icon name={category.icon} />
              </span>
              <div>
                <h2 id={`${category.slug}-title`}>{category.title}</h2>
                <p>{category.intro}</p>
              </div>
            </div>
            <div className="grid-3">
              {category.services.map((service) => (
                <article key={service.slug} className="service-card">
                  <h3>{service.title}</h3>
                  <p>{service.subtitle}</p>
                  <Link
                    {...serviceLink(category.slug, service.slug)}
                    className="text-link"
                    aria-label={`Explore ${service.title}`}
                  >
                    Explore →
                  </Link>
                </article>
              ))}
            </div>
            {category.overview && (
              <Link {...categoryLink(category.slug)} className="text-link">
                All about {category.title} →
              </Link>
            )}
          </div>
        </Reveal>
      ))}

      <Section id="how-we-engage" title="How We Engage" tone="beige">
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Engagement models">
          <table className="engage-table">
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">What It Is</th>
                <th scope="col">From</th>
                <th scope="col">CTA</th>
              </tr>
            </thead>
            <tbody>
              {engagementModels.map((row) => (
                <tr key={row.model}>
                  <th scope="row">{row.model}</th>
                  <td>{row.description}</td>
                  <td>{row.price}</td>
                  <td>
                    <Link to="/contact" className="button button--accent button--small">
                      {row.cta}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}
