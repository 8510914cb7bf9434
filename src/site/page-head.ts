import { siteConfig } from './site-config.ts';

export type PageMeta = {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
};

/** The head every page carries: title, description, canonical and Open Graph tags. */
export function pageHead(siteUrl: string, pathname: string, page: PageMeta) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const title = page.title.includes(siteConfig.name) ? page.title : `${page.title} | ${siteConfig.name}`;
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:type', content: page.ogType ?? 'website' },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: siteConfig.name },
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
