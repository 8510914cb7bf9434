import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { createApiContentSource } from './features/content/api-content-source';

// The real siteUrl arrives with the server's dehydrated state (see router.tsx).
const router = createAppRouter({
  siteUrl: window.location.origin,
  content: createApiContentSource(),
  markUnavailable: () => undefined,
});

// A transition lets React hydrate in small slices, so the page stays responsive while it takes over.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
