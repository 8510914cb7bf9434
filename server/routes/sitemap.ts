import type { FastifyInstance, FastifyReply } from 'fastify';
import escapeHtml from 'escape-html';
import type { ContentService } from '../content/content-service.ts';
import { sendShared, sharedBodyOf } from '../shared-body.ts';
import { isoDay } from '../../src/model/content-date.ts';

// The same five characters are special in HTML and in XML; escape-html's &#39; is valid in both.
const escapeXml = escapeHtml;

/**
 * The most addresses one sitemap file may list (sitemaps.org). An address is at most a few hundred bytes (a slug
 * is at most 120 characters), so a file stays far below the protocol's 50 MB as well.
 */
const URLS_PER_FILE = 50_000;

type Entry = { path: string; lastmod?: string };
type Options = {
  content: Pick<ContentService, 'listPosts' | 'listResources'>;
  siteUrl: string;
  staticPaths: () => Promise<string[]>;
  /** Addresses per file (tests lower it to see the index without 50,000 posts). */
  urlsPerFile?: number;
};

const XML = 'application/xml; charset=utf-8';
const header = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(siteUrl: string, entries: Entry[]) {
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `${header}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function sitemapIndex(siteUrl: string, files: number) {
  const sitemaps = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`;
}

/**
 * Every page, post and resource for crawlers: one `/sitemap.xml` while they fit in a file, past that a sitemap
 * index at `/sitemap.xml` naming `/sitemap-1.xml`, `/sitemap-2.xml` … of at most 50,000 addresses each.
 */
export async function sitemapRoutes(app: FastifyInstance, options: Options) {
  const { content, siteUrl, staticPaths } = options;
  const perFile = options.urlsPerFile ?? URLS_PER_FILE;

  async function listed() {
    const [paths, posts, resources] = await Promise.all([staticPaths(), content.listPosts(), content.listResources()]);
    const entries: Entry[] = paths.map((path) => ({ path }));
    for (const post of posts.status === 'ok' ? posts.data : []) {
      entries.push({ path: `/blog/${post.slug}`, lastmod: isoDay(post.publishedDate) });
    }
    for (const resource of resources.status === 'ok' ? resources.data : []) {
      entries.push({ path: `/resources/${resource.slug}` });
    }
    // A list missing for now (an outage without a snapshot): the sitemap without it, written for this request.
    const sources: [object, ...object[]] | undefined =
      posts.status === 'ok' && resources.status === 'ok' ? [posts.data, resources.data, paths] : undefined;
    return { entries, files: Math.max(1, Math.ceil(entries.length / perFile)), sources };
  }

  const sendXml = (
    kind: string,
    sources: [object, ...object[]] | undefined,
    write: () => string,
    reply: FastifyReply,
  ) => {
    reply.type(XML).shareable();
    return sources ? sendShared(reply, sharedBodyOf(kind, sources, write)) : reply.send(write());
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const { entries, files, sources } = await listed();
    const write = () => (files === 1 ? urlset(siteUrl, entries) : sitemapIndex(siteUrl, files));
    return sendXml('sitemap', sources, write, reply);
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file.xml', async (request, reply) => {
    const { entries, files, sources } = await listed();
    const file = /^[1-9][0-9]{0,5}$/.test(request.params.file) ? Number(request.params.file) : 0;
    if (files === 1 || file < 1 || file > files) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    }
    const write = () => urlset(siteUrl, entries.slice((file - 1) * perFile, file * perFile));
    return sendXml(`sitemap-${file}`, sources, write, reply);
  });
}
