import type { FastifyInstance } from 'fastify';
import escapeHtml from 'escape-html';
import type { PostSummary } from '../../src/model/content.ts';
import { sendShared, sharedBodyOf } from '../shared-body.ts';
import { sitemapRoutes } from './sitemap.ts';
import { blogFeed } from '../../src/model/brand.ts';
import { parseContentDate } from '../../src/model/content-date.ts';

// The same five characters are special in HTML and in XML; escape-html's &#39; is valid in both.
const escapeXml = escapeHtml;
const rfc822 = (value: string) => parseContentDate(value)?.toUTCString();

type Options = Parameters<typeof sitemapRoutes>[1];

/** The feed keeps the newest posts only: readers poll it, and a blog of thousands would make it megabytes. */
const FEED_POSTS = 50;

function feedXml(siteUrl: string, posts: PostSummary[]) {
  const items = posts
    .slice(0, FEED_POSTS)
    .map((post) => {
      const link = `${siteUrl}/blog/${post.slug}`;
      const pubDate = rfc822(post.publishedDate);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        pubDate ? `      <pubDate>${pubDate}</pubDate>` : '',
        post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
        `      <description>${escapeXml(post.excerpt)}</description>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(blogFeed.title)}</title>`,
    `    <link>${siteUrl}/blog</link>`,
    `    <atom:link href="${siteUrl}${blogFeed.path}" rel="self" type="application/rss+xml"/>`,
    '    <description>Insights on growth, revenue operations, CRM and AI for B2B SaaS and e-commerce founders.</description>',
    '    <language>en-us</language>',
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** What crawlers and feed readers ask for: robots.txt, the sitemap and the blog's RSS feed. */
export async function seoRoutes(app: FastifyInstance, options: Options) {
  const { content, siteUrl } = options;
  await app.register(sitemapRoutes, options);
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  });

  app.get(blogFeed.path, async (_request, reply) => {
    const posts = await content.listPosts();
    if (posts.status !== 'ok') {
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'The feed is unavailable right now.' });
    }
    const made = sharedBodyOf('feed', [posts.data], () => feedXml(siteUrl, posts.data));
    return sendShared(reply.type('application/rss+xml; charset=utf-8').shareable(), made);
  });
}
