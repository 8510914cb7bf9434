import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Starts a fake's server on 127.0.0.1 (port 0 = any free one) and gives its address and a close that also
 * cuts the connections still open (a hanging mode would otherwise keep close waiting).
 */
export async function listenLocal(server: Server, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
