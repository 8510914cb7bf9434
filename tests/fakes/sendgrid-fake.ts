import { createServer } from 'node:http';
import { listenLocal } from './listen-local.ts';
import type { Server, ServerResponse } from 'node:http';

export type SendgridFakeMode = '202' | '400' | '401' | '429' | '500' | 'hang';

export type RecordedMail = {
  personalizations: { to: { email: string; name?: string }[]; cc?: unknown; bcc?: unknown; subject?: string }[];
  from: { email: string; name?: string };
  reply_to?: { email: string };
  subject: string;
  content: { type: string; value: string }[];
  headers?: Record<string, string>;
  [key: string]: unknown;
};

export type SendgridFake = {
  url: string;
  mode: SendgridFakeMode;
  /** Seconds from now that a 429 says to wait (X-RateLimit-Reset is an epoch time). */
  rateLimitResetInSeconds: number;
  /** Mails accepted with 202. */
  accepted: RecordedMail[];
  /** Every request to the send endpoint, accepted or not. */
  attempts: number;
  /** Sends held open in the 'hang' mode whose sender is still connected (a sender in the middle of a send). */
  hanging: number;
  close(): Promise<void>;
};

export const FAKE_SENDGRID_KEY = 'SG.fake-key-for-tests';

function reply(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** A local stand-in for SendGrid's v3 mail/send: its path, auth, JSON body and error answers. */
export async function startSendgridFake(port = 0): Promise<SendgridFake> {
  const fake = {
    mode: '202',
    rateLimitResetInSeconds: 1,
    accepted: [],
    attempts: 0,
    hanging: 0,
  } as unknown as SendgridFake;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/__fake/mode' && req.method === 'POST') {
        fake.mode = (JSON.parse(raw || '{}') as { mode: SendgridFakeMode }).mode;
        return reply(res, 204);
      }
      if (req.url === '/__fake/accepted') return reply(res, 200, fake.accepted);
      if (req.url !== '/v3/mail/send' || req.method !== 'POST')
        return reply(res, 404, { errors: [{ message: 'Not found' }] });
      fake.attempts += 1;
      if (fake.mode === 'hang') {
        fake.hanging += 1;
        res.on('close', () => (fake.hanging -= 1));
        return;
      }
      if (fake.mode === '401' || req.headers.authorization !== `Bearer ${FAKE_SENDGRID_KEY}`) {
        return reply(res, 401, {
          errors: [
            { message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null },
          ],
        });
      }
      if (fake.mode === '500') return reply(res, 500, { errors: [{ message: 'Internal server error' }] });
      if (fake.mode === '429') {
        const reset = Math.ceil(Date.now() / 1000) + fake.rateLimitResetInSeconds;
        return reply(
          res,
          429,
          { errors: [{ message: 'too many requests' }] },
          {
            'x-ratelimit-limit': '600',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(reset),
          },
        );
      }
      let mail: RecordedMail;
      try {
        mail = JSON.parse(raw) as RecordedMail;
      } catch {
        return reply(res, 400, { errors: [{ message: 'Invalid JSON', field: null }] });
      }
      if (fake.mode === '400' || !mail.from?.email || !mail.personalizations?.length || !mail.content?.length) {
        return reply(res, 400, {
          errors: [{ message: 'The from object must be provided for every email send.', field: 'from' }],
        });
      }
      fake.accepted.push(mail);
      res.writeHead(202, { 'x-message-id': `fake-${fake.accepted.length}` });
      res.end();
    });
  });
  const listening = await listenLocal(server, port);
  fake.url = `http://127.0.0.1:${listening.port}`;
  fake.close = listening.close;
  return fake;
}

export const sendgridEnv = (fake: Pick<SendgridFake, 'url'>) => ({
  SENDGRID_API_KEY: FAKE_SENDGRID_KEY,
  SENDGRID_BASE_URL: fake.url,
});
