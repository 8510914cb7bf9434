import { createServer } from 'node:http';
import { listenLocal } from '../../fakes/listen-local.ts';

/**
 * The CMSs' image hosts on 127.0.0.1: any path answers with bytes of its own, except one with "missing" in it
 * (a 404). `fetch` sends an https address of any host there, keeping the host in the path.
 */
export async function startImageHostFake() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.includes('missing')) {
      res.writeHead(404).end('Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(`image bytes of ${req.url}`);
  });
  const listening = await listenLocal(server, 0);
  const base = `http://127.0.0.1:${listening.port}`;
  const localFetch: typeof fetch = (input, init) => fetch(String(input).replace(/^https:\/\//, `${base}/`), init);
  return { requests, fetch: localFetch, close: listening.close };
}
