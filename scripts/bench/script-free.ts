import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

// The browser's own floor of blocking time: the site's pages served with every script taken out, the same
// HTML and CSS otherwise, so Lighthouse measures what parsing, styling, laying out and painting the page
// costs with no JavaScript at all (docs/performance.md, "What is left").

/**
 * The page without its scripts: inline, module, JSON and the router's data alike. The HTML is the site's
 * own server render, whose scripts never hold a literal closing tag (JSON in them is escaped), so a pattern
 * is enough here.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** Headers that describe the upstream body as sent, not the body this proxy sends. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/**
 * A loopback proxy in front of `origin` that strips the scripts from every HTML answer (gzipped again when
 * the browser accepts it) and passes anything else (stylesheets, fonts, images) through unchanged.
 */
export async function startScriptFreeProxy(origin: string) {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const upstream = await fetch(`${origin}${request.url ?? '/'}`, { redirect: 'manual' });
        const headers: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!HOP_HEADERS.has(name)) headers[name] = value;
        });
        let body = Buffer.from(await upstream.arrayBuffer());
        if ((upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
          body = Buffer.from(withoutScripts(body.toString()));
          // Compressed as the site compresses its pages, so the page arrives as fast as the one it is set beside.
          if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
            body = gzipSync(body, { level: 9 });
            headers['content-encoding'] = 'gzip';
          }
        }
        response.writeHead(upstream.status, { ...headers, 'content-length': String(body.length) });
        response.end(body);
      } catch (error) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
