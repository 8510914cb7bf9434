import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { get } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startScriptFreeProxy, withoutScripts } from '../../scripts/bench/script-free.ts';

// The bench's script-free floor (scripts/bench/script-free.ts): the page minus its scripts, nothing else.

const PAGE = [
  '<!DOCTYPE html><html><head><style>h1{color:red}</style>',
  '<script nonce="abc">window.a = 1;</script>',
  '<link rel="stylesheet" href="/a.css" disabled/></head><body><h1>Hello</h1>',
  '<script type="application/json" data-preload="">["/assets/a.js"]</script>',
  '<script type="module" nonce="abc">\nimport("/assets/entry.js");\n</script>',
  '<SCRIPT data-tsr-stream-part="">self.$R = [];</SCRIPT><p>after</p></body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script element, inline, module and data, and keeps the rest as it was', () => {
    expect(withoutScripts(PAGE)).toBe(
      '<!DOCTYPE html><html><head><style>h1{color:red}</style>' +
        '<link rel="stylesheet" href="/a.css" disabled/></head><body><h1>Hello</h1><p>after</p></body></html>',
    );
  });
});

/** An answer's bytes as sent (fetch would decompress them), and its content-encoding. */
const raw = (target: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(target, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('startScriptFreeProxy', () => {
  let origin: Server;
  let proxy: Awaited<ReturnType<typeof startScriptFreeProxy>>;
  beforeAll(async () => {
    origin = createServer((request, response) => {
      if (request.url === '/') {
        // Compressed, as the site sends it: the proxy hands on the body it read, so it must not keep the header.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        response.end(gzipSync(PAGE));
      } else if (request.url === '/a.css') {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=60' });
        response.end('h1{color:blue}');
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('missing');
      }
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    proxy = await startScriptFreeProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => origin.close(resolve));
  });

  it('serves pages without their scripts and everything else as it is, with its status and headers', async () => {
    const page = await fetch(`${proxy.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe(withoutScripts(PAGE));
    expect(html).not.toContain('<script');
    // A browser that accepts gzip gets the page gzipped, as the site sends it; one that does not, as it is.
    const zipped = await raw(`${proxy.url}/`, 'gzip, br');
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(withoutScripts(PAGE));
    const plain = await raw(`${proxy.url}/`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(withoutScripts(PAGE));
    const css = await fetch(`${proxy.url}/a.css`);
    expect(await css.text()).toBe('h1{color:blue}');
    expect(css.headers.get('cache-control')).toBe('max-age=60');
    const missing = await fetch(`${proxy.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('missing');
  });
});
