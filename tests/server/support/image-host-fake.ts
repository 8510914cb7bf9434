import { createServer } from 'node:http';
import { listenLocal } from '../../fakes/listen-local.ts';

/**
 * The CMSs' image hosts on 127.0.0.1: any path answers with bytes of its own, except one with "missing" in it
 * (a 404). `fetch` sends an https address of any host there, keeping the host in the path.
 */
export async function startImageHostFake() {
  const requests: string[] = [];
  /** File names to answer with the header of a PNG of that size, which an image CMS reads its size from. */
  const sizes = new Map<string, { width: number; height: number }>();
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.includes('missing')) {
      res.writeHead(404).end('Not Found');
      return;
    }
    const size = sizes.get(req.url?.split('/').pop() ?? '');
    if (size) {
      const header = Buffer.alloc(24);
      header.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
      header.writeUInt32BE(13, 8);
      header.write('IHDR', 12);
      header.writeUInt32BE(size.width, 16);
      header.writeUInt32BE(size.height, 20);
      res.writeHead(200, { 'content-type': 'image/png' }).end(header);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(`image bytes of ${req.url}`);
  });
  const listening = await listenLocal(server, 0);
  const base = `http://127.0.0.1:${listening.port}`;
  const localFetch: typeof fetch = (input, init) => fetch(String(input).replace(/^https:\/\//, `${base}/`), init);
  return { requests, sizes, fetch: localFetch, close: listening.close };
}
