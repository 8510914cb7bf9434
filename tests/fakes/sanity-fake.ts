import { createServer } from 'node:http';
import { listenLocal } from './listen-local.ts';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { evaluate, parse } from 'groq-js';
import * as fixtures from './sanity-fixtures.ts';
import { FAKE_SANITY_WRITE_TOKEN, respondToWrite } from './sanity-write-fake.ts';
import type { SanityWrite } from './sanity-write-fake.ts';

export type SanityFakeMode = 'ok' | 'empty' | '500' | '429' | 'hang' | 'malformed';

export type SanityFake = {
  url: string;
  mode: SanityFakeMode;
  delayMs: number;
  retryAfterSeconds: number;
  /** Every query received: the GROQ text, its parameters, its perspective and whether it carried the token. */
  requests: { query: string; params: Record<string, unknown>; perspective: string; authorized: boolean }[];
  /** The dataset: posts, resources and image assets, editable by tests. */
  documents: Record<string, unknown>[];
  /** Every write received (mutations and uploads), in order. */
  writes: SanityWrite[];
  /** Answer 500 to every write once this many have been received. */
  failWritesAfter?: number;
  /** The next this many requests (reads or writes) answer 429. */
  rateLimitNext: number;
  close(): Promise<void>;
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

/** The query and its $parameters, from a GET's search string or a POST's JSON body (long queries). */
async function queryOf(req: IncomingMessage, url: URL): Promise<{ query: string; params: Record<string, unknown> }> {
  if (req.method === 'POST') {
    const body = JSON.parse((await readBody(req)) || '{}') as { query?: string; params?: Record<string, unknown> };
    return { query: body.query ?? '', params: body.params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  return { query: url.searchParams.get('query') ?? '', params };
}

async function respond(fake: SanityFake, req: IncomingMessage, res: ServerResponse) {
  if (fake.rateLimitNext > 0) {
    fake.rateLimitNext -= 1;
    return json(
      res,
      429,
      { error: 'Too Many Requests', message: 'API rate limit exceeded', statusCode: 429 },
      {
        'retry-after': '1',
      },
    );
  }
  if (await respondToWrite(fake, req, res)) return;
  const url = new URL(req.url ?? '/', 'http://fake');
  const match = /^\/v(\d{4}-\d{2}-\d{2}|1)\/data\/query\/([^/]+)$/.exec(url.pathname);
  if (!match) return json(res, 404, { error: 'Not Found', message: 'Not found', statusCode: 404 });
  if (match[2] !== fixtures.FAKE_DATASET) {
    return json(res, 404, {
      error: 'Not Found',
      message: `Dataset "${match[2]}" not found for project ID "${fixtures.FAKE_PROJECT}"`,
      statusCode: 404,
    });
  }
  const authorization = req.headers.authorization;
  const tokens = [fixtures.FAKE_SANITY_TOKEN, FAKE_SANITY_WRITE_TOKEN].map((token) => `Bearer ${token}`);
  if (authorization && !tokens.includes(authorization)) {
    return json(res, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
  }
  const { query, params } = await queryOf(req, url);
  const perspective = url.searchParams.get('perspective') ?? 'published';
  fake.requests.push({ query, params, perspective, authorized: Boolean(authorization) });
  if (fake.mode === 'hang') return; // never answers
  if (fake.mode === '500')
    return json(res, 500, { error: 'Internal Server Error', message: 'Internal error', statusCode: 500 });
  if (fake.mode === '429') {
    return json(
      res,
      429,
      { error: 'Too Many Requests', message: 'API rate limit exceeded', statusCode: 429 },
      {
        'retry-after': String(fake.retryAfterSeconds),
      },
    );
  }
  if (fake.mode === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"query":"*","result":[{"_id":');
    return;
  }
  try {
    const documents = perspectiveOf(fake.documents, perspective, Boolean(authorization));
    const dataset = fake.mode === 'empty' ? documents.filter((d) => d._type === 'sanity.imageAsset') : documents;
    const started = Date.now();
    const value = await evaluate(parse(query, { params }), { dataset, params });
    json(res, 200, { query, result: await value.get(), ms: Date.now() - started });
  } catch (error) {
    json(res, 400, { error: { description: (error as Error).message, type: 'queryParseError' } });
  }
}

/**
 * The documents a query sees. Published: drafts and release versions (ids under `drafts.` and
 * `versions.<release>.`) are left out. With a token, a perspective stacks layers over the published documents,
 * the first winning: `drafts`, or a stack such as `rSpring,drafts` (that release's versions, then the drafts);
 * each version stands in for its published document under the published id, its own id kept as `_originalId`.
 * Raw (with a token): every document as stored. Other documents under a path (`sanity-preview-url-secret.…`,
 * where Presentation keeps its secrets) are private: seen with a token only.
 */
function perspectiveOf(
  documents: Record<string, unknown>[],
  perspective: string,
  authorized: boolean,
): Record<string, unknown>[] {
  const isVersion = (doc: Record<string, unknown>) => /^(drafts|versions)\./.test(String(doc._id));
  const visible = authorized ? documents : documents.filter((doc) => !String(doc._id).includes('.'));
  if (perspective === 'raw' && authorized) return visible;
  const shown = new Map(visible.filter((doc) => !isVersion(doc)).map((doc) => [String(doc._id), doc]));
  const layers = authorized ? perspective.split(',').filter((layer) => layer !== 'published') : [];
  for (const layer of layers.reverse()) {
    const prefix = layer === 'drafts' ? 'drafts.' : `versions.${layer}.`;
    for (const doc of documents.filter((doc) => String(doc._id).startsWith(prefix))) {
      const id = String(doc._id).slice(prefix.length);
      shown.set(id, { ...doc, _id: id, _originalId: doc._id });
    }
  }
  return [...shown.values()];
}

/** A local stand-in for Sanity's query API: real paths, auth and errors; the real GROQ evaluated by groq-js. */
export async function startSanityFake(port = 0): Promise<SanityFake> {
  const fake = {
    mode: 'ok' as SanityFakeMode,
    delayMs: 0,
    retryAfterSeconds: 2,
    requests: [] as SanityFake['requests'],
    writes: [] as SanityWrite[],
    rateLimitNext: 0,
    documents: structuredClone([
      ...fixtures.posts,
      ...fixtures.resources,
      ...fixtures.assets,
      ...fixtures.drafts,
    ]) as Record<string, unknown>[],
  } as SanityFake;
  const server: Server = createServer((req, res) => {
    if (fake.delayMs > 0) setTimeout(() => void respond(fake, req, res), fake.delayMs);
    else void respond(fake, req, res);
  });
  const listening = await listenLocal(server, port);
  fake.url = `http://127.0.0.1:${listening.port}`;
  fake.close = listening.close;
  return fake;
}

/** The environment that points the site at this fake (with the read token and preview, when a secret is given). */
export function sanityEnv(
  fake: Pick<SanityFake, 'url'>,
  options: { previewSecret?: string } = {},
): Record<string, string> {
  return {
    CONTENT_PROVIDER: 'sanity',
    SANITY_PROJECT_ID: fixtures.FAKE_PROJECT,
    SANITY_DATASET: fixtures.FAKE_DATASET,
    SANITY_API_HOST: fake.url,
    ...(options.previewSecret
      ? { PREVIEW_SECRET: options.previewSecret, SANITY_TOKEN: fixtures.FAKE_SANITY_TOKEN }
      : {}),
  };
}
