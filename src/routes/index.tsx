import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { siteConfig } from '../site/site-config.ts';
import { HomePage } from '../features/home/home-page.tsx';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: `${siteConfig.name} | Growth consulting for B2B SaaS and e-commerce founders`,
      description:
        "Proven growth frameworks, custom AI agents, CRM work and funnel automation for B2B SaaS and e-commerce founders. Let's talk growth.",
    }),
  component: HomePage,
});
