import { siteConfig } from './site-config.ts';
import { SOCIAL_CARD } from './social-card.ts';

export type PageMeta = {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** The page's own picture for link previews (an absolute URL); without one, the site's card. */
  image?: string;
};

/** The head every page carries: title, description, canonical, and Open Graph tags with a picture. */
export function pageHead(siteUrl: string, pathname: string, page: PageMeta) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const title = page.title.includes(siteConfig.name) ? page.title : `${page.title} | ${siteConfig.name}`;
  // A shared link shows a large picture: the page's own, or the site's card, whose size is known.
  const image = page.image
    ? [{ property: 'og:image', content: page.image }]
    : [
        { property: 'og:image', content: `${siteUrl}${SOCIAL_CARD.path}` },
        { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
        { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
        { property: 'og:image:alt', content: SOCIAL_CARD.alt },
      ];
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:type', content: page.ogType ?? 'website' },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: siteConfig.name },
      ...image,
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
