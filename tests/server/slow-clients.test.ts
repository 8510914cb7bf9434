import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/test-app.ts';
import { SERVER_TIMEOUTS } from '../../server/app.ts';

// Real sockets against a listening server, with the limits shortened so the test takes about a second.
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({}, { timeouts: { requestMs: 600, headersMs: 400, checkEveryMs: 100 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Opens a socket, sends `head`, then one byte every 100 ms until the server answers or hangs up. */
function trickle(head: string): Promise<{ answer: string; socket: Socket }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const drip = setInterval(() => socket.write('x'), 100);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, socket });
    });
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

describe('slow clients are cut off', () => {
  it('answers a body that trickles in with 408 and closes the socket, while normal requests are served', async () => {
    const post = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"`;
    const slow = Array.from({ length: 5 }, () => trickle(post));
    const normal = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(normal.status).toBe(200);
    for (const { answer } of await Promise.all(slow)) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const { answer, socket } = await trickle('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(socket.destroyed).toBe(true);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
  });

  it('ships limits fit for a public site: a whole request within 30 s, keep-alive beyond a 60 s balancer', () => {
    expect(SERVER_TIMEOUTS.requestMs + SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
    expect(SERVER_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });
});
