import { Link, linkOptions } from '@tanstack/react-router';
import { resourceLink } from '../../components/ui/site-links.ts';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import type { CSSProperties } from 'react';
import type { ResourceSummary } from '../../model/content.ts';
import type { Listing } from '../../model/listing.ts';
import { ListingPager } from '../content/listing-pages.tsx';
import { useEditable } from '../content/editable.ts';
import '../../styles/content.css';

export function ResourcesHero() {
  return (
    <header className="page-hero page-hero--compact">
      <p className="eyebrow">Free playbooks and guides</p>
      <h1>Growth Resources</h1>
      <p className="page-hero__lead">
        Playbooks, guides and roadmaps distilled from our work with 50+ B2B SaaS companies. Practical, specific and free
        to use in your own business.
      </p>
    </header>
  );
}

function TypeBadge({ type }: { type: string }) {
  return <span className="type-badge">{type}</span>;
}

export function TopResource({ resource }: { resource: ResourceSummary }) {
  const editable = useEditable('resource');
  return (
    <section
      className="top-resource"
      aria-labelledby="top-resource"
      style={{ '--art': resource.gradient } as CSSProperties}
    >
      <div className="top-resource__art" aria-hidden="true" />
      <div className="top-resource__body">
        <h2 id="top-resource" className="eyebrow">
          Top Resource
        </h2>
        <TypeBadge type={resource.cardType} />
        <h3 {...editable(resource.sourceId, 'title')}>{resource.title}</h3>
        <p {...editable(resource.sourceId, 'subtitle')}>{resource.subtitle}</p>
        <Link
          {...resourceLink(resource.slug)}
          className="button button--accent"
          aria-label={`Read Now: ${resource.title}`}
        >
          Read Now
        </Link>
      </div>
    </section>
  );
}

/**
 * The first six cards (the first screen's at the widest) rise in, 0.2 s apart; a card further down is shown as it is.
 * Staggered by its place in the list, card 100 of a long library waited 20 s to show, and each rising card is
 * work for a phone (docs/performance.md, "Long lists").
 */
const RISING_CARDS = 6;

export function ResourceCard({ resource, index }: { resource: ResourceSummary; index: number }) {
  const editable = useEditable('resource');
  const rises = index < RISING_CARDS;
  return (
    <article
      className={rises ? 'resource-card stagger' : 'resource-card'}
      style={{ '--art': resource.gradient, ...(rises ? { '--i': index } : {}) } as CSSProperties}
    >
      <div className="resource-card__art" aria-hidden="true" />
      <p className="resource-card__meta">
        <TypeBadge type={resource.cardType} />
        <span>{resource.readTime} read</span>
      </p>
      <h3 {...editable(resource.sourceId, 'title')}>{resource.title}</h3>
      <p {...editable(resource.sourceId, 'subtitle')}>{resource.subtitle}</p>
      <Link {...resourceLink(resource.slug)} className="text-link" aria-label={`Read Now: ${resource.title}`}>
        Read Now →
      </Link>
    </article>
  );
}

/** A page of the library: page 1 leads with its top resource, every page shows its cards and the pager. */
export function ResourceList({ listing }: { listing: Listing<ResourceSummary> }) {
  const resources = listing.items;
  const top = listing.page === 1 ? resources[0] : undefined;
  const pageLink = (page: number) => linkOptions({ to: '/resources', search: page > 1 ? { page } : {} });
  return (
    <>
      {top && <TopResource resource={top} />}
      <section aria-labelledby="all-resources" className="blog-section">
        <h2 id="all-resources">All Resources</h2>
        <CardGrid
          kind="resources"
          cards={resources.map((resource, index) => (
            <ResourceCard key={resource.slug} resource={resource} index={index} />
          ))}
        />
      </section>
      <ListingPager listing={listing} pageLink={pageLink} label="Resource pages" />
    </>
  );
}
