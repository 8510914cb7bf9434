import { createFileRoute, redirect } from '@tanstack/react-router';

// Careers: the team section of About. No screen of its own: the footer link redirects to the
// closest screen and stays out of the sitemap (docs/decisions/footer-links-without-screens.md).
export const Route = createFileRoute('/careers')({
  staticData: { sitemap: false },
  beforeLoad: () => {
    throw redirect({ to: '/about', hash: 'who-we-are', replace: true });
  },
});
