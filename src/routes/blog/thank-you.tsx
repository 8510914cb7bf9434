import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head';

export const Route = createFileRoute('/blog/thank-you')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Content published',
      description:
        'Confirmation for Growthwise editors: your content has been published and will appear on the blog shortly.',
    }),
  component: BlogThankYouPage,
});

function BlogThankYouPage() {
  return (
    <section className="page-section">
      <h1>Your Content Has Been Published!</h1>
    </section>
  );
}
