import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { ThankYouPage } from '../../features/thank-you/thank-you-page.tsx';

export const Route = createFileRoute('/blog/thank-you')({
  staticData: { sitemap: false },
  head: ({ match }) => {
    const head = pageHead(match.context.siteUrl, match.pathname, {
      title: 'Content published',
      description:
        'Confirmation for Growthwise editors: your content has been published and will appear on the blog shortly.',
    });
    // A page for editors, not for search results.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: ThankYouPage,
});
