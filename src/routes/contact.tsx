import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  // Only the server's context has a refused form post (the page that answers it); its data reaches the browser
  // with the page's, so the form hydrates as it was rendered. Anywhere else it is null.
  loader: ({ context }) => context.refusedPost ?? null,
  head: ({ match }) =>
    pageHead(match.context.siteUrl, match.pathname, {
      title: 'Contact',
      description:
        'Tell us your toughest growth bottlenecks and we will map your fix. Book a call or send a message; we reply within one business day.',
    }),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage refused={Route.useLoaderData() ?? undefined} />;
}
