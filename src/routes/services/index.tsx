import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/page-head.ts';
import { ServicesPage } from '../../features/services/services-page.tsx';

export const Route = createFileRoute('/services/')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Services',
      description:
        'Growth consulting across business operations, AI, marketing and sales: audits, advisory and done-for-you services for B2B SaaS and e-commerce.',
    }),
  component: ServicesPage,
});
