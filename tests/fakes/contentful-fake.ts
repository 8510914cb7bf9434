import { createServer } from 'node:http';
import { listenLocal } from './listen-local.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import * as fixtures from './contentful-fixtures.ts';

export type ContentfulFakeMode = 'ok' | 'empty' | '500' | '429' | 'hang' | 'malformed';

type Entity = {
  sys: { id: string; type: string; updatedAt?: string; contentType?: { sys: { id: string } } };
  fields: Record<string, unknown>;
};

export type ContentfulFake = {
  url: string;
  host: string;
  mode: ContentfulFakeMode;
  /** Answers 500 to every page after the first (a request with `skip`), as an API failing mid-list would. */
  failLaterPages: boolean;
  delayMs: number;
  /** A mode for some requests only (by their query), over `mode`: calls running together can meet different answers. */
  modeFor: ((query: Record<string, string>) => ContentfulFakeMode | undefined) | undefined;
  rateLimitResetSeconds: number;
  /** Every API request; `preview` when it carried the Content Preview API's token. */
  requests: { path: string; query: Record<string, string>; preview: boolean }[];
  posts: Entity[];
  resources: Entity[];
  /** Unpublished changes and new entries: what the preview token sees over the published entries. */
  drafts: { posts: Entity[]; resources: Entity[] };
  close(): Promise<void>;
};

const isEntity = (value: unknown): value is Entity =>
  !!value &&
  typeof value === 'object' &&
  ['Entry', 'Asset'].includes((value as Entity).sys?.type) &&
  typeof (value as Entity).fields === 'object';

/** Replaces nested entries and assets with links and collects them as includes, as the real API does. */
function linkify(value: unknown, includes: Map<string, Entity>, top = false): unknown {
  if (Array.isArray(value)) return value.map((item) => linkify(item, includes));
  if (!value || typeof value !== 'object') return value;
  if (!top && isEntity(value)) {
    includes.set(`${value.sys.type}:${value.sys.id}`, value);
    return { sys: { type: 'Link', linkType: value.sys.type, id: value.sys.id } };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, linkify(inner, includes)]));
}

function error(res: ServerResponse, status: number, id: string, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json', ...headers });
  res.end(JSON.stringify({ sys: { type: 'Error', id }, message, requestId: `fake-${Date.now()}` }));
}

/** Published entries with the drafts laid over them (by entry id), as the Content Preview API answers. */
function withDrafts(published: Entity[], drafts: Entity[]): Entity[] {
  const draftIds = new Set(drafts.map((entry) => entry.sys.id));
  return [...published.filter((entry) => !draftIds.has(entry.sys.id)), ...drafts];
}

/** The value an `order` key sorts on: `sys.id` or `fields.x`, with a leading `-` for descending. */
const sortValue = (entity: Entity, key: string) =>
  String(key === 'sys.id' ? entity.sys.id : (entity.fields[key.replace(/^fields\./, '')] ?? ''));

/**
 * One page of the matching entries and how many match in all, as the Delivery API pages: `limit` (100 by
 * default, at most 1,000) from `skip`, in the `order` given (comma-separated keys), else the array's order.
 */
function select(fake: ContentfulFake, query: Record<string, string>, preview: boolean) {
  const [posts, resources] = preview
    ? [withDrafts(fake.posts, fake.drafts.posts), withDrafts(fake.resources, fake.drafts.resources)]
    : [fake.posts, fake.resources];
  const all = query.content_type === 'blogPost' ? posts : query.content_type === 'resource' ? resources : [];
  let items = fake.mode === 'empty' ? [] : [...all];
  if (query['fields.slug']) items = items.filter((item) => item.fields.slug === query['fields.slug']);
  const keys = (query.order ?? '').split(',').filter(Boolean);
  items.sort((a, b) => {
    for (const key of keys) {
      const [name, direction] = key.startsWith('-') ? [key.slice(1), -1] : [key, 1];
      const compared = sortValue(a, name).localeCompare(sortValue(b, name));
      if (compared !== 0) return compared * direction;
    }
    return 0;
  });
  const limit = Math.min(Number(query.limit ?? 100), 1000);
  const skip = Number(query.skip ?? 0);
  return { total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
}

/** The `select` operator: only the named parts of each entry (`sys`, `fields`, `fields.<name>`), as the API answers. */
function selected(entity: Entity, select: string | undefined): Entity {
  if (!select) return entity;
  const wanted = select.split(',');
  const fields = wanted.includes('fields')
    ? entity.fields
    : Object.fromEntries(Object.entries(entity.fields).filter(([name]) => wanted.includes(`fields.${name}`)));
  return { ...(wanted.includes('sys') ? { sys: entity.sys } : {}), fields } as Entity;
}

function respond(fake: ContentfulFake, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (url.pathname === '/__fake/mode' && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const wanted = JSON.parse(body || '{}') as { mode?: ContentfulFakeMode; delayMs?: number };
      if (wanted.mode) fake.mode = wanted.mode;
      if (typeof wanted.delayMs === 'number') fake.delayMs = wanted.delayMs;
      res.writeHead(204).end();
    });
    return;
  }
  if (url.pathname === '/__fake/requests') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fake.requests));
    return;
  }
  const query = Object.fromEntries(url.searchParams);
  const preview = req.headers.authorization === `Bearer ${fixtures.FAKE_PREVIEW_TOKEN}`;
  fake.requests.push({ path: url.pathname, query, preview });
  const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/.exec(url.pathname);
  if (!preview && req.headers.authorization !== `Bearer ${fixtures.FAKE_TOKEN}`) {
    return error(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
  }
  if (!match || match[1] !== fixtures.FAKE_SPACE)
    return error(res, 404, 'NotFound', 'The resource could not be found.');
  const mode = fake.modeFor?.(query) ?? fake.mode;
  if (mode === 'hang') return; // never answers
  if (mode === '500' || (fake.failLaterPages && Number(query.skip ?? 0) > 0)) {
    return error(res, 500, 'ServerError', 'Internal server error');
  }
  if (mode === '429') {
    return error(
      res,
      429,
      'RateLimitExceeded',
      'You have exceeded the rate limit of the Organization this Space belongs to.',
      {
        'x-contentful-ratelimit-reset': String(fake.rateLimitResetSeconds),
      },
    );
  }
  if (mode === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
    res.end('{"sys":{"type":"Array"},"items":[{"sys":');
    return;
  }
  const includes = new Map<string, Entity>();
  if (query.select?.includes('fields.') && !query.content_type) {
    return error(
      res,
      400,
      'InvalidQuery',
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    );
  }
  const page = select(fake, query, preview);
  const items = page.items.map((item) => linkify(selected(item, query.select), includes, true));
  const all = [...includes.values()].map((entity) => linkify(entity, includes, true));
  res.writeHead(200, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
  res.end(
    JSON.stringify({
      sys: { type: 'Array' },
      total: page.total,
      skip: page.skip,
      limit: page.limit,
      items,
      includes: {
        Entry: all.filter((entity) => (entity as Entity).sys.type === 'Entry'),
        Asset: all.filter((entity) => (entity as Entity).sys.type === 'Asset'),
      },
    }),
  );
}

/** A local stand-in for the Contentful Delivery API (real paths, auth, response shapes and errors). */
export async function startContentfulFake(port = 0): Promise<ContentfulFake> {
  const fake = {
    mode: 'ok' as ContentfulFakeMode,
    failLaterPages: false,
    delayMs: 0,
    modeFor: undefined,
    rateLimitResetSeconds: 2,
    requests: [] as ContentfulFake['requests'],
    posts: structuredClone(fixtures.posts) as unknown as Entity[],
    resources: structuredClone(fixtures.resources) as unknown as Entity[],
    drafts: {
      posts: structuredClone(fixtures.draftPosts) as unknown as Entity[],
      resources: structuredClone(fixtures.draftResources) as unknown as Entity[],
    },
  } as ContentfulFake;
  const server: Server = createServer((req, res) => {
    if (fake.delayMs > 0) setTimeout(() => respond(fake, req, res), fake.delayMs);
    else respond(fake, req, res);
  });
  const listening = await listenLocal(server, port);
  fake.host = `127.0.0.1:${listening.port}`;
  fake.url = `http://${fake.host}`;
  fake.close = listening.close;
  return fake;
}

/** The environment that points the site at this fake (and its preview API, when a preview secret is given). */
export function contentfulEnv(
  fake: Pick<ContentfulFake, 'host'>,
  options: { previewSecret?: string } = {},
): Record<string, string> {
  return {
    CONTENT_PROVIDER: 'contentful',
    CONTENTFUL_SPACE_ID: fixtures.FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: fixtures.FAKE_TOKEN,
    CONTENTFUL_HOST: fake.host,
    CONTENTFUL_INSECURE: 'true',
    ...(options.previewSecret
      ? {
          PREVIEW_SECRET: options.previewSecret,
          CONTENTFUL_PREVIEW_TOKEN: fixtures.FAKE_PREVIEW_TOKEN,
          CONTENTFUL_PREVIEW_HOST: fake.host,
        }
      : {}),
  };
}
