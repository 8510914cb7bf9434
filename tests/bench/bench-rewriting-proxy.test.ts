import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { get } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startRewritingProxy, withoutScripts } from '../../scripts/bench/rewriting-proxy.ts';

// The bench's rewriting proxy (scripts/bench/rewriting-proxy.ts): the page minus one thing, nothing else.

const PAGE = [
  '<!DOCTYPE html><html><head><style>h1{color:red}</style>',
  '<link rel="preload" href="/assets/outfit-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous" nonce="abc"/>',
  '<link rel="preload" href="/assets/hero.webp" as="image"/>',
  '<script nonce="abc">window.a = 1;</script>',
  '<link rel="stylesheet" href="/a.css" disabled/>',
  `<script nonce="abc">(function(d,s){s=d.createElement('span');s.style.cssText='visibility:hidden;font-family:"Outfit Variable"';d.documentElement.appendChild(s);s.offsetWidth;s.remove()})(document)</script>`,
  '<noscript><link rel="preload" href="/assets/outfit-latin.woff2" as="font" crossorigin="anonymous"/></noscript>',
  '</head><body><h1>Hello</h1>',
  '<script type="application/json" data-preload="">["/assets/a.js"]</script>',
  '<script type="module" nonce="abc">\nimport("/assets/entry.js");\n</script>',
  '<SCRIPT data-tsr-stream-part="">self.$R = [];</SCRIPT><p>after</p></body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script element, inline, module and data, opens the noscript ones, keeps the rest', () => {
    expect(withoutScripts(PAGE)).toBe(
      '<!DOCTYPE html><html><head><style>h1{color:red}</style>' +
        '<link rel="preload" href="/assets/outfit-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous" nonce="abc"/>' +
        '<link rel="preload" href="/assets/hero.webp" as="image"/>' +
        '<link rel="stylesheet" href="/a.css" disabled/>' +
        '<link rel="preload" href="/assets/outfit-latin.woff2" as="font" crossorigin="anonymous"/>' +
        '</head><body><h1>Hello</h1><p>after</p></body></html>',
    );
  });
});

/** An answer's bytes as sent (fetch would decompress them), and its content-encoding. */
const raw = (target: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; cacheControl?: string; body: Buffer }>((resolve, reject) => {
    get(target, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          encoding: answer.headers['content-encoding'],
          cacheControl: answer.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

const SCRIPT = 'export const a = 1;\n'.repeat(200);

describe('startRewritingProxy', () => {
  let origin: Server;
  let proxy: Awaited<ReturnType<typeof startRewritingProxy>>;
  beforeAll(async () => {
    origin = createServer((request, response) => {
      if (request.url === '/') {
        // Compressed, as the site sends it: the proxy rewrites the page it decoded, so it must not keep the header.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
        response.end(brotliCompressSync(PAGE));
      } else if (request.url === '/assets/a.js') {
        response.writeHead(200, {
          'content-type': 'text/javascript',
          'content-encoding': 'gzip',
          'cache-control': 'max-age=60',
        });
        response.end(gzipSync(SCRIPT));
      } else if (request.url === '/moved') {
        response.writeHead(301, { location: '/' });
        response.end();
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('missing');
      }
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    proxy = await startRewritingProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`, withoutScripts);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => origin.close(resolve));
  });

  it('serves pages rewritten, gzipped again only for a browser that accepts gzip', async () => {
    const page = await fetch(`${proxy.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(withoutScripts(PAGE));
    const zipped = await raw(`${proxy.url}/`, 'gzip, br');
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(withoutScripts(PAGE));
    const plain = await raw(`${proxy.url}/`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(withoutScripts(PAGE));
  });

  it('passes anything else on byte for byte, compressed as it came, with its status and headers', async () => {
    const script = await raw(`${proxy.url}/assets/a.js`, 'gzip');
    expect(script.encoding).toBe('gzip');
    expect(script.cacheControl).toBe('max-age=60');
    expect(script.body.length).toBe(gzipSync(SCRIPT).length);
    expect(gunzipSync(script.body).toString()).toBe(SCRIPT);
    const moved = await fetch(`${proxy.url}/moved`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/');
    const missing = await fetch(`${proxy.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('missing');
  });
});
