import { createFileRoute, redirect } from '@tanstack/react-router';

// Newsletter: the blog and its RSS feed are what there is to follow. No screen of its own: the footer link redirects to the
// closest screen and stays out of the sitemap (docs/decisions/footer-links-without-screens.md).
export const Route = createFileRoute('/resources/newsletter')({
  staticData: { sitemap: false },
  beforeLoad: () => {
    throw redirect({ to: '/blog', replace: true });
  },
});
