import { createFileRoute, redirect } from '@tanstack/react-router';

// Insights: the blog is where they are published. No screen of its own: the footer link redirects to the
// closest screen and stays out of the sitemap (docs/decisions/footer-links-without-screens.md).
export const Route = createFileRoute('/resources/insights')({
  staticData: { sitemap: false },
  beforeLoad: () => {
    throw redirect({ to: '/blog', replace: true });
  },
});
