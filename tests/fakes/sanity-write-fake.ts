import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAKE_DATASET, FAKE_PROJECT } from './sanity-fixtures.ts';
import { imageSize } from './image-size.ts';

// Sanity's mutate and assets endpoints as the Content Lake answers them, for `npm run content -- import`:
// mutations in one transaction (create, createIfNotExists, createOrReplace, patch with set and unset,
// delete), and image uploads kept once per file (the id holds the file's SHA-1, as Sanity's does).

export const FAKE_SANITY_WRITE_TOKEN = 'fake-sanity-write-token';

export type SanityWrite = { path: string; mutations?: Record<string, unknown>[]; filename?: string };

type Documents = Record<string, unknown>[];

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function applyPatch(doc: Record<string, unknown>, patch: { set?: Record<string, unknown>; unset?: string[] }) {
  Object.assign(doc, structuredClone(patch.set ?? {}));
  for (const field of patch.unset ?? []) delete doc[field];
}

function apply(documents: Documents, mutation: Record<string, unknown>) {
  const [[kind, body]] = Object.entries(mutation) as [[string, Record<string, unknown>]];
  const index = documents.findIndex((doc) => doc._id === body.id || doc._id === body._id);
  const now = new Date().toISOString();
  const stamp = (doc: Record<string, unknown>) => ({
    ...doc,
    _updatedAt: now,
    _rev: createHash('sha1')
      .update(now + Math.random())
      .digest('hex')
      .slice(0, 8),
  });
  switch (kind) {
    case 'create':
      if (index >= 0) throw new Error(`Document by ID "${String(body._id)}" already exists`);
      documents.push(stamp({ _createdAt: now, ...structuredClone(body) }));
      return { id: body._id, operation: 'create' };
    case 'createIfNotExists':
      if (index < 0) documents.push(stamp({ _createdAt: now, ...structuredClone(body) }));
      return { id: body._id, operation: index < 0 ? 'create' : 'none' };
    case 'createOrReplace':
      if (index >= 0) documents.splice(index, 1, stamp(structuredClone(body)));
      else documents.push(stamp({ _createdAt: now, ...structuredClone(body) }));
      return { id: body._id, operation: index >= 0 ? 'update' : 'create' };
    case 'patch': {
      if (index < 0) throw new Error(`Document by ID "${String(body.id)}" not found`);
      const doc = documents[index] as Record<string, unknown>;
      applyPatch(doc, body);
      documents.splice(index, 1, stamp(doc));
      return { id: body.id, operation: 'update' };
    }
    case 'delete':
      if (index >= 0) documents.splice(index, 1);
      return { id: body.id, operation: 'delete' };
    default:
      throw new Error(`Unknown mutation "${kind}"`);
  }
}

/**
 * Answers a write request (true) or leaves it to the query endpoint (false). Writes need the write token; a
 * transaction that fails leaves the dataset as it was.
 */
export async function respondToWrite(
  fake: { documents: Documents; writes: SanityWrite[]; failWritesAfter?: number },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const mutate = /^\/v[\d-]+\/data\/mutate\/([^/]+)$/.exec(url.pathname);
  const upload = /^\/v[\d-]+\/assets\/images\/([^/]+)$/.exec(url.pathname);
  if (!mutate && !upload) return false;
  if (req.headers.authorization !== `Bearer ${FAKE_SANITY_WRITE_TOKEN}`) {
    json(res, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
    return true;
  }
  if (fake.failWritesAfter !== undefined && fake.writes.length >= fake.failWritesAfter) {
    json(res, 500, { error: 'Internal Server Error', message: 'Internal error', statusCode: 500 });
    return true;
  }
  const bytes = await readBytes(req);
  if (mutate) {
    const { mutations = [] } = JSON.parse(bytes.toString() || '{}') as { mutations?: Record<string, unknown>[] };
    fake.writes.push({ path: url.pathname, mutations });
    const draft = structuredClone(fake.documents);
    try {
      const results = mutations.map((mutation) => apply(draft, mutation));
      fake.documents.splice(0, fake.documents.length, ...draft);
      json(res, 200, { transactionId: `tx${fake.writes.length}`, results });
    } catch (error) {
      json(res, 409, { error: { description: (error as Error).message, type: 'mutationError' } });
    }
    return true;
  }
  const filename = url.searchParams.get('filename') ?? 'image';
  fake.writes.push({ path: url.pathname, filename });
  const sha1hash = createHash('sha1').update(bytes).digest('hex');
  const extension = filename.split('.').pop()?.toLowerCase() ?? 'bin';
  const { width, height } = imageSize(bytes);
  const id = `image-${sha1hash}-${width}x${height}-${extension}`;
  let doc = fake.documents.find((d) => d._id === id);
  if (!doc) {
    doc = {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1hash,
      sha1hash,
      originalFilename: filename,
      extension,
      size: bytes.length,
      url: `https://cdn.sanity.io/images/${FAKE_PROJECT}/${FAKE_DATASET}/${sha1hash}-${width}x${height}.${extension}`,
      metadata: { dimensions: { width, height, aspectRatio: width / height } },
      ...(url.searchParams.get('title') ? { title: url.searchParams.get('title') } : {}),
      ...(url.searchParams.get('description') ? { description: url.searchParams.get('description') } : {}),
    };
    fake.documents.push(doc);
  }
  json(res, 200, { document: doc });
  return true;
}
