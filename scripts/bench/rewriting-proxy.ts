import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// The site's pages with one thing taken out, the rest as served, so Lighthouse can measure what that one
// thing costs beside the page as it is: its scripts (what the browser alone needs to parse, style, lay out and
// paint the page) or the preload of its font (docs/performance.md, "What is left").

/**
 * The page without its scripts: inline, module, JSON and the router's data alike. The HTML is the site's
 * own server render, whose scripts never hold a literal closing tag (JSON in them is escaped), so a pattern
 * is enough here.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** The page without the `<link rel="preload" as="font">` of its head; the font is then fetched when first used. */
export function withoutFontPreload(html: string): string {
  return html.replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/gi, '');
}

/** Headers that describe the upstream body as sent, not the body this proxy sends. */
const BODY_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

function decoded(body: Buffer, encoding: string | undefined) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/**
 * A loopback proxy in front of `origin` that passes every answer on byte for byte (compressed as the site
 * compressed it), except pages: those are rewritten by `rewrite` and gzipped again when the browser accepts
 * gzip, so a page arrives about as fast as the one it is measured beside.
 */
export async function startRewritingProxy(origin: string, rewrite: (html: string) => string) {
  const upstream = new URL(origin);
  const server = createServer((request, response) => {
    const headers: IncomingHttpHeaders = { ...request.headers, host: upstream.host };
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !BODY_HEADERS.has(name)));
          let body = Buffer.from(
            rewrite(decoded(Buffer.concat(chunks), answer.headers['content-encoding']).toString()),
          );
          if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
            body = gzipSync(body, { level: 9 });
            kept['content-encoding'] = 'gzip';
          }
          response.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(body.length) });
          response.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its connections open; they would hold the close up until they time out.
        server.closeAllConnections();
      }),
  };
}
