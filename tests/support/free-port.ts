import { createServer } from 'node:net';
import type { Server } from 'node:net';

/**
 * `count` different loopback ports that were free a moment ago (the OS picks them). All are held until all are
 * picked, so none of them is the same port twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** A loopback port that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}
