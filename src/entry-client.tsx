import '@vitejs/plugin-react/preamble';
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

hydrateRoot(document, <RouterClient router={router} />);
