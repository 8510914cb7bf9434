import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router.tsx';
import { createApiContentSource } from './features/content/api-content-source.ts';

// The real siteUrl arrives with the server's dehydrated state (see router.tsx).
const router = createAppRouter({
  siteUrl: window.location.origin,
  content: createApiContentSource(),
  markUnavailable: () => undefined,
});

// Hydration starts in a task of its own, after the code has been evaluated, and runs as a transition so
// React works in small slices: no long task keeps a visitor's tap waiting.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
});
