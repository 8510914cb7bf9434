import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocal } from './listen-local.ts';

export type PurgeApiFake = {
  url: string;
  /** Each purge accepted: the keys it named and whether it was soft. */
  purges: { keys: string[]; soft: boolean }[];
  /** Every purge request, accepted or refused, with when it came and what it was answered. */
  requests: { at: number; status: number }[];
  /** The next this many requests are refused with 429 and a Retry-After of retryAfterSeconds. */
  rateLimited: number;
  retryAfterSeconds: number;
  close(): Promise<void>;
};

/** What one CDN's purge endpoint is: where, who may call it, how keys are sent, and how it says no. */
export type PurgeApiWire = {
  path: RegExp;
  authorized(request: IncomingMessage): boolean;
  keysOf(request: IncomingMessage, body: unknown): string[];
  soft(request: IncomingMessage): boolean;
  maxKeys: number;
  accepted(keys: string[]): unknown;
  refused(status: 400 | 401 | 403 | 404 | 429, reason: string): unknown;
  /** 401 or 403, as the CDN answers a bad token. */
  unauthorizedStatus: 401 | 403;
};

/** A local stand-in for a CDN's purge API, speaking its wire format and refusing what it refuses. */
export async function startPurgeApiFake(wire: PurgeApiWire): Promise<PurgeApiFake> {
  const fake = { purges: [], requests: [], rateLimited: 0, retryAfterSeconds: 1 } as unknown as PurgeApiFake;
  const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    fake.requests.push({ at: Date.now(), status });
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !wire.path.test(req.url ?? ''))
        return answer(res, 404, wire.refused(404, 'Not found'));
      if (!wire.authorized(req))
        return answer(res, wire.unauthorizedStatus, wire.refused(wire.unauthorizedStatus, 'Authentication error'));
      if (fake.rateLimited > 0) {
        fake.rateLimited -= 1;
        return answer(res, 429, wire.refused(429, 'Too many requests'), {
          'retry-after': String(fake.retryAfterSeconds),
        });
      }
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return answer(res, 400, wire.refused(400, 'Malformed JSON'));
      }
      const keys = wire.keysOf(req, body);
      if (keys.length === 0) return answer(res, 400, wire.refused(400, 'No keys to purge'));
      if (keys.length > wire.maxKeys) {
        return answer(res, 400, wire.refused(400, `At most ${wire.maxKeys} keys per request (got ${keys.length})`));
      }
      fake.purges.push({ keys, soft: wire.soft(req) });
      answer(res, 200, wire.accepted(keys));
    });
  });
  const listening = await listenLocal(server);
  fake.url = `http://127.0.0.1:${listening.port}`;
  fake.close = listening.close;
  return fake;
}
