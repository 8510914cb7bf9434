import { Link, linkOptions } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { Resource } from '../../model/content.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { onItsPageOnly } from '../../components/ui/site-links.ts';
import { RichBody } from '../../components/rich-text/rich-body.tsx';
import { StrategyCta } from '../../components/ui/strategy-cta.tsx';
import { ShareSaveButtons } from '../content/share-save-buttons.tsx';
import { useEditable } from '../content/editable.ts';
import { HydrationMarker } from '../../components/layout/hydration-marker.tsx';
import '../../styles/content.css';
import '../../styles/article.css';

export function ResourceArticle({ resource, url, siteUrl }: { resource: Resource; url: string; siteUrl: string }) {
  const editable = useEditable('resource');
  const id = resource.sourceId;
  return (
    <article className="article">
      <HydrationMarker />
      <header className="article__header article__header--art" style={{ '--art': resource.gradient } as CSSProperties}>
        <Breadcrumbs
          items={[
            { label: 'Home', link: linkOptions({ to: '/' }) },
            { label: 'Resources', link: linkOptions({ to: '/resources' }) },
            { label: resource.title },
          ]}
        />
        <p className="resource-meta">
          <span className="type-badge">{resource.type}</span>
          <span>{resource.readTime} read</span>
          <span {...editable(id, 'author')}>By {resource.author}</span>
        </p>
        <h1 {...editable(id, 'title')}>{resource.title}</h1>
        <p className="article__lead" {...editable(id, 'subtitle')}>
          {resource.subtitle}
        </p>
        <ShareSaveButtons
          title={resource.title}
          text={resource.subtitle}
          url={url}
          savedMessage="Resource saved to your bookmarks!"
        />
      </header>
      <RichBody body={resource.body} siteUrl={siteUrl} editable={editable(id, 'body')} />
      <StrategyCta
        heading="Ready to Implement These Strategies?"
        text="Get a second pair of eyes on your numbers and a plan you can start on Monday."
      />
    </article>
  );
}

export function ResourceMissing({ message }: { message: string }) {
  return (
    <div className="status-page">
      <HydrationMarker />
      <h1>{message}</h1>
      <div className="button-row">
        <Link to="/resources" activeOptions={onItsPageOnly} className="button button--accent">
          Back to Resources
        </Link>
      </div>
    </div>
  );
}
