import { siteConfig } from './site-config.ts';

/** The picture a link preview shows for a page that has none of its own (drawn by scripts/assets/brand-images.ts). */
export const SOCIAL_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
} as const;
