import { createFileRoute, redirect } from '@tanstack/react-router';

// FAQ: questions are answered through the contact page. No screen of its own: the footer link redirects to the
// closest screen and stays out of the sitemap (docs/decisions/footer-links-without-screens.md).
export const Route = createFileRoute('/resources/faq')({
  staticData: { sitemap: false },
  beforeLoad: () => {
    throw redirect({ to: '/contact', replace: true });
  },
});
