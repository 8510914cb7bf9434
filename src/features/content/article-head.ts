import type { ImageAsset } from '../../model/content.ts';
import { pageHead } from '../../site/page-head.ts';
import { siteConfig } from '../../site/site-config.ts';
import { socialImageUrl } from '../../components/ui/content-image.tsx';

// JSON inside <script> must not be able to close the tag.
const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

type Article = {
  siteUrl: string;
  pathname: string;
  title: string;
  description: string;
  image: ImageAsset | null;
  author: string;
  publishedDate?: string;
  crumbs: { name: string; path: string }[];
};

/** Head of a post or resource page: SEO title and description, article Open Graph with its own picture, JSON-LD. */
export function articleHead(article: Article) {
  const image = article.image ? socialImageUrl(article.image, article.siteUrl) : undefined;
  // Link previews do not show an SVG (a local file's picture), so such a page offers them the site's card;
  // search engines read SVG, so the structured data keeps it.
  const preview = image && !/\.svg$/i.test(image.split(/[?#]/)[0] ?? '') ? image : undefined;
  const base = pageHead(article.siteUrl, article.pathname, {
    title: article.title,
    description: article.description,
    ogType: 'article',
    ...(preview ? { image: preview } : {}),
  });
  const url = `${article.siteUrl}${article.pathname}`;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    ...(image ? { image } : {}),
    ...(article.publishedDate ? { datePublished: article.publishedDate } : {}),
    author: { '@type': article.author ? 'Person' : 'Organization', name: article.author || siteConfig.name },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: article.siteUrl },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: article.crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${article.siteUrl}${crumb.path}`,
    })),
  };
  return {
    meta: [
      ...base.meta,
      { name: 'twitter:title', content: base.meta[0]?.title ?? article.title },
      { name: 'twitter:description', content: article.description },
      ...(preview ? [{ name: 'twitter:image', content: preview }] : []),
      ...(article.publishedDate ? [{ property: 'article:published_time', content: article.publishedDate }] : []),
    ],
    links: base.links,
    scripts: [posting, breadcrumbs].map((data) => ({ type: 'application/ld+json', children: jsonForScript(data) })),
  };
}
