import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Contact',
      description:
        'Tell us your toughest growth bottlenecks and we will map your fix. Book a call or send a message; we reply within one business day.',
    }),
  component: ContactPage,
});
