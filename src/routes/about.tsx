import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { AboutPage } from '../features/about/about-page.tsx';

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'About Us',
      description:
        'Meet the operators behind Growthwise: our story, how we work, the team and the track record behind our growth playbooks.',
    }),
  component: AboutPage,
});
