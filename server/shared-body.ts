import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';
const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];

/**
 * A body every visitor gets byte for byte, so it is compressed once and carries a validator: a page from
 * memory, or an answer made from content the server holds (docs/hardening.md, "Answers made once").
 */
export type SharedBody = {
  body: string;
  /** A weak validator: the same in every encoding. */
  etag: string;
  /** The body compressed once; without it, the compress plugin compresses each response. */
  encoded?: Record<BodyEncoding, Buffer>;
};

// Brotli 6 compresses `/` to 9.1 KB in about 1 ms on these machines, gzip 9 to 9.7 KB in 0.5 ms: cheap enough
// to do on the main thread once per render or per change of content (docs/hardening.md, "Pages served from
// memory").
const BROTLI_QUALITY = 6;

export const sha256 = (text: string, encoding: 'base64' | 'base64url') =>
  createHash('sha256').update(text, 'utf8').digest(encoding);

/** A weak ETag over `text` (what makes two bodies the same content, which may differ from the bytes). */
export const weakEtag = (text: string) => `W/"${sha256(text, 'base64url').slice(0, 27)}"`;

/** The brotli and gzip copies of a body, made at once. */
export function compressOnce(body: string): Record<BodyEncoding, Buffer> | undefined {
  const raw = Buffer.from(body);
  if (raw.length === 0) return undefined;
  return {
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** Whether a request's If-None-Match names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * What to answer with a shared body: nothing when the browser has it already (the caller sends the 304),
 * otherwise the bytes in the encoding the browser prefers. Sets the validator, `Vary` and the encoding.
 */
export function negotiateShared(
  request: FastifyRequest,
  reply: FastifyReply,
  shared: SharedBody,
): { notModified: true } | { payload: string | Buffer } {
  const vary = reply.getHeader('vary');
  reply.header('etag', shared.etag).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], shared.etag)) return { notModified: true };
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as BodyEncoding | null;
  const encoded = encoding ? shared.encoded?.[encoding] : undefined;
  if (!encoding || !encoded) return { payload: shared.body };
  reply.header('content-encoding', encoding);
  return { payload: encoded };
}

/** Sends a shared body as it is: a bare 304 when the browser has it, else the copy it prefers. */
export function sendShared(reply: FastifyReply, shared: SharedBody) {
  const sent = negotiateShared(reply.request, reply, shared);
  return 'notModified' in sent ? reply.code(304).send() : reply.send(sent.payload);
}

type Made = { others: readonly object[]; shared: SharedBody };
const made = new Map<string, WeakMap<object, Made>>();

/**
 * The body `make` writes from `sources`, written and compressed once for as long as the same source objects
 * come back: the content service hands out the same object while its answer is unchanged, so an answer made
 * from content is made once per change of that content, not once per request. `kind` keeps apart the
 * different answers made from one source (the JSON of the posts, the feed, the sitemap).
 */
export function sharedBodyOf(kind: string, sources: readonly [object, ...object[]], make: () => string): SharedBody {
  const [first, ...others] = sources;
  let byFirst = made.get(kind);
  if (!byFirst) made.set(kind, (byFirst = new WeakMap()));
  const kept = byFirst.get(first);
  if (kept && kept.others.length === others.length && kept.others.every((source, i) => source === others[i])) {
    return kept.shared;
  }
  const body = make();
  const shared = { body, etag: weakEtag(body), encoded: compressOnce(body) };
  byFirst.set(first, { others, shared });
  return shared;
}
