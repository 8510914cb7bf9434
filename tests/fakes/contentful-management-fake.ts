import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { listenLocal } from './listen-local.ts';
import { FAKE_SPACE } from './contentful-fixtures.ts';
import type { ContentfulFake } from './contentful-fake.ts';
import { sys as deliverySys } from './contentful-sys.ts';
import { imageSize } from './image-size.ts';

// A local stand-in for Contentful's Content Management API and its upload host, as contentful-management speaks
// to them: content types, locales, entries and assets with versions (409 on a stale one), publishing, uploads
// and asset processing. What is published lands in the delivery fake, so the site reads it as it would.

export const FAKE_MANAGEMENT_TOKEN = 'CFPAT-fake-management-token';

type Sys = Record<string, unknown> & { id: string; type: string; version: number; publishedVersion?: number };
type Managed = { sys: Sys; fields: Record<string, Record<string, unknown>> } & Record<string, unknown>;

export type ContentfulManagementFake = {
  url: string;
  host: string;
  locales: { code: string; default: boolean; name: string }[];
  contentTypes: Managed[];
  entries: Managed[];
  assets: Managed[];
  /** Every write (not GET), in order: method and path. */
  writes: { method: string; path: string }[];
  /** The next this many requests answer 429, with a reset of one second. */
  rateLimitNext: number;
  /** Each answer waits this long, as a slow link would. */
  delayMs: number;
  /** Called after each publish, as Contentful calls a space's webhooks (without waiting for them). */
  onPublish: ((sys: { id: string; type: string; contentType?: string }) => void) | undefined;
  close(): Promise<void>;
};

const readBytes = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
const failure = (res: ServerResponse, status: number, id: string, message: string, headers?: Record<string, string>) =>
  send(res, status, { sys: { type: 'Error', id }, message, requestId: `fake-${Date.now()}` }, headers);

const collection = (items: unknown[], url: URL) => {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  return { sys: { type: 'Array' }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
};

/** The delivery form of a published entry or asset: the default locale's values, links replaced by what they name. */
function delivered(fake: ContentfulManagementFake, item: Managed, seen = new Set<string>()): Record<string, unknown> {
  const locale = fake.locales.find((l) => l.default)?.code ?? 'en-US';
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const link = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (link?.type === 'Link' && link.id && !seen.has(link.id)) {
      const store = link.linkType === 'Asset' ? fake.assets : fake.entries;
      const target = store.find((t) => t.sys.id === link.id && t.sys.publishedVersion !== undefined);
      return target ? delivered(fake, target, new Set([...seen, item.sys.id])) : value;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const contentType = (item.sys.contentType as { sys: { id: string } } | undefined)?.sys.id;
  const fields = Object.fromEntries(
    Object.entries(item.fields)
      .filter(([, byLocale]) => byLocale[locale] !== undefined)
      .map(([name, byLocale]) => [name, resolve(byLocale[locale])]),
  );
  return {
    metadata: { tags: [] },
    sys: {
      ...deliverySys(item.sys.id, item.sys.type as 'Entry' | 'Asset', contentType),
      updatedAt: item.sys.updatedAt,
    },
    fields,
  };
}

/** Lays the published entries into the delivery fake, the most recently published first, as its default order. */
function deliver(fake: ContentfulManagementFake, delivery: ContentfulFake) {
  const published = [...fake.entries]
    .filter((e) => e.sys.publishedVersion !== undefined)
    .sort((a, b) => String(b.sys.publishedAt).localeCompare(String(a.sys.publishedAt)));
  const of = (type: string) =>
    published
      .filter((e) => (e.sys.contentType as { sys: { id: string } }).sys.id === type)
      .map((e) => delivered(fake, e));
  delivery.posts.splice(0, delivery.posts.length, ...(of('blogPost') as never[]));
  delivery.resources.splice(0, delivery.resources.length, ...(of('resource') as never[]));
}

export async function startContentfulManagementFake(delivery: ContentfulFake): Promise<ContentfulManagementFake> {
  const fake: ContentfulManagementFake = {
    url: '',
    host: '',
    locales: [{ code: 'en-US', default: true, name: 'English (United States)' }],
    contentTypes: [],
    entries: [],
    assets: [],
    writes: [],
    rateLimitNext: 0,
    delayMs: 0,
    onPublish: undefined,
    close: async () => undefined,
  };
  const uploads = new Map<string, Buffer>();
  let clock = Date.parse('2026-06-01T00:00:00Z');
  const now = () => new Date((clock += 1_000)).toISOString();

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.authorization !== `Bearer ${FAKE_MANAGEMENT_TOKEN}`)
      return failure(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    if (fake.rateLimitNext > 0) {
      fake.rateLimitNext -= 1;
      return failure(res, 429, 'RateLimitExceeded', 'You have exceeded the rate limit.', {
        'x-contentful-ratelimit-reset': '1',
      });
    }
    const base = `/spaces/${FAKE_SPACE}/environments/master`;
    if (!url.pathname.startsWith(`${base}/`)) return failure(res, 404, 'NotFound', 'The resource could not be found.');
    const path = url.pathname.slice(base.length);
    const method = req.method ?? 'GET';
    if (method !== 'GET') fake.writes.push({ method, path });
    const body = await readBytes(req);
    if (method === 'POST' && path === '/uploads') {
      const id = createHash('sha1').update(body).digest('hex').slice(0, 16);
      uploads.set(id, body);
      return send(res, 201, { sys: { id, type: 'Upload' } });
    }
    if (method === 'GET' && path === '/locales') return send(res, 200, collection(fake.locales, url));

    const match = /^\/(content_types|entries|assets)(?:\/([^/]+))?(?:\/(published|files\/([^/]+)\/process))?$/.exec(
      path,
    );
    if (!match) return failure(res, 404, 'NotFound', 'The resource could not be found.');
    const [, kind, id, action, processLocale] = match as unknown as [string, string, string?, string?, string?];
    const store = kind === 'content_types' ? fake.contentTypes : kind === 'entries' ? fake.entries : fake.assets;
    const type = kind === 'content_types' ? 'ContentType' : kind === 'entries' ? 'Entry' : 'Asset';
    if (method === 'GET' && !id) {
      const contentType = url.searchParams.get('content_type');
      const items = contentType
        ? store.filter((item) => (item.sys.contentType as { sys: { id: string } }).sys.id === contentType)
        : store;
      return send(res, 200, collection(items, url));
    }
    const item = store.find((candidate) => candidate.sys.id === id);
    if (method === 'GET')
      return item ? send(res, 200, item) : failure(res, 404, 'NotFound', 'The resource could not be found.');
    const version = Number(req.headers['x-contentful-version']);
    if (item && method === 'PUT' && !processLocale && action !== 'published' && version !== item.sys.version)
      return failure(res, 409, 'VersionMismatch', 'Version mismatch error.');
    if (!action && method === 'PUT') {
      const data = JSON.parse(body.toString() || '{}') as Managed;
      const contentType = req.headers['x-contentful-content-type'];
      const sys: Sys = item
        ? { ...item.sys, version: item.sys.version + 1, updatedAt: now() }
        : {
            id: id as string,
            type,
            version: 1,
            createdAt: now(),
            updatedAt: now(),
            ...(contentType
              ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }
              : {}),
          };
      const { sys: _ignored, ...rest } = data;
      const saved = { ...rest, sys, fields: data.fields ?? {} } as Managed;
      if (item) store.splice(store.indexOf(item), 1, saved);
      else store.push(saved);
      return send(res, item ? 200 : 201, saved);
    }
    if (!item) return failure(res, 404, 'NotFound', 'The resource could not be found.');
    if (processLocale) {
      const file = item.fields.file?.[processLocale] as
        { fileName: string; uploadFrom?: { sys: { id: string } }; url?: string; details?: unknown } | undefined;
      const bytes = file?.uploadFrom ? uploads.get(file.uploadFrom.sys.id) : undefined;
      if (!file || !bytes) return failure(res, 422, 'ValidationFailed', 'No upload to process.');
      const { uploadFrom: _upload, ...rest } = file;
      item.fields.file = {
        ...item.fields.file,
        [processLocale]: {
          ...rest,
          url: `//images.ctfassets.net/${FAKE_SPACE}/${item.sys.id}/${createHash('sha1').update(bytes).digest('hex').slice(0, 12)}/${file.fileName}`,
          details: { size: bytes.length, image: imageSize(bytes) },
        },
      };
      item.sys = { ...item.sys, version: item.sys.version + 1 };
      return send(res, 204);
    }
    if (action === 'published' && method === 'PUT') {
      if (version !== item.sys.version) return failure(res, 409, 'VersionMismatch', 'Version mismatch error.');
      item.sys = { ...item.sys, publishedVersion: item.sys.version, version: item.sys.version + 1, publishedAt: now() };
      deliver(fake, delivery);
      send(res, 200, item);
      const contentType = (item.sys.contentType as { sys: { id: string } } | undefined)?.sys.id;
      if (type !== 'ContentType') fake.onPublish?.({ id: item.sys.id, type, contentType });
      return;
    }
    if (action === 'published' && method === 'DELETE') {
      const { publishedVersion: _gone, ...rest } = item.sys;
      item.sys = { ...rest, version: item.sys.version + 1 } as Sys;
      deliver(fake, delivery);
      return send(res, 200, item);
    }
    if (method === 'DELETE' && !action) {
      if (item.sys.publishedVersion !== undefined) return failure(res, 400, 'BadRequest', 'Cannot delete published');
      store.splice(store.indexOf(item), 1);
      return send(res, 204);
    }
    return failure(res, 404, 'NotFound', 'The resource could not be found.');
  }

  const server: Server = createServer((req, res) => {
    if (fake.delayMs > 0) setTimeout(() => void respond(req, res), fake.delayMs);
    else void respond(req, res);
  });
  const listening = await listenLocal(server, 0);
  fake.host = `127.0.0.1:${listening.port}`;
  fake.url = `http://${fake.host}`;
  fake.close = listening.close;
  return fake;
}
