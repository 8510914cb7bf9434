import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// The site's pages with one thing taken out, the rest as served, so Lighthouse can measure what that one
// thing costs beside the page as it is: its scripts, leaving what the browser alone needs to parse, style, lay
// out and paint the page (docs/decisions/phone-budgets-and-their-floors.md).

/**
 * The page as a browser without scripts sees it: no script element (inline, module, JSON and the router's
 * data alike), and what its `<noscript>` elements hold in their place. The HTML is the site's own server
 * render, whose scripts never hold a literal closing tag (JSON in them is escaped), so a pattern is enough here.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
}

/** Headers that describe the upstream body as sent, not the body this proxy sends. */
const BODY_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

function decoded(body: Buffer, encoding: string | undefined) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** A page as the upstream answered it, decoded, for a proxy to send on in its own way. */
export type ProxiedPage = {
  html: string;
  status: number;
  /** The upstream's headers but those describing its body as it was sent (encoding, length). */
  headers: OutgoingHttpHeaders;
  request: IncomingMessage;
  response: ServerResponse;
};

/**
 * A loopback proxy in front of `origin` that passes every answer on byte for byte (compressed as the site
 * compressed it), except pages, which `answerPage` sends.
 */
export async function startPageProxy(origin: string, answerPage: (page: ProxiedPage) => void) {
  const upstream = new URL(origin);
  // Every path asked for, in order: what the browser fetched, as a server sees it (some of the browser's
  // own fetches, such as icons, never show in a test's request events).
  const requested: string[] = [];
  // And the status the site answered each with (a 304 shows here; a browser's events show the cached 200).
  const answered: { path: string; status: number }[] = [];
  const server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const headers: IncomingHttpHeaders = { ...request.headers, host: upstream.host };
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        answered.push({ path: request.url ?? '', status: answer.statusCode ?? 502 });
        if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          answerPage({
            html: decoded(Buffer.concat(chunks), answer.headers['content-encoding']).toString(),
            status: answer.statusCode ?? 502,
            headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !BODY_HEADERS.has(name))),
            request,
            response,
          }),
        );
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
    requested,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its connections open; they would hold the close up until they time out.
        server.closeAllConnections();
      }),
  };
}

/**
 * The proxy above with each page rewritten by `rewrite` and gzipped again when the browser accepts gzip, so a
 * page arrives about as fast as the one it is measured beside.
 */
export function startRewritingProxy(origin: string, rewrite: (html: string) => string) {
  return startPageProxy(origin, ({ html, status, headers, request, response }) => {
    let body = Buffer.from(rewrite(html));
    const sent: OutgoingHttpHeaders = { ...headers };
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body, { level: 9 });
      sent['content-encoding'] = 'gzip';
    }
    response.writeHead(status, { ...sent, 'content-length': String(body.length) });
    response.end(body);
  });
}
