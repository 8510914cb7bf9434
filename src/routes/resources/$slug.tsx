import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';

function titleFromSlug(slug: string) {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const Route = createFileRoute('/resources/$slug')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: titleFromSlug(match.params.slug),
      description: `${titleFromSlug(match.params.slug)} from the Growthwise resources.`,
    }),
  component: DetailPage,
});

function DetailPage() {
  const { slug } = Route.useParams();
  return (
    <section className="page-section">
      <h1>{titleFromSlug(slug)}</h1>
    </section>
  );
}
