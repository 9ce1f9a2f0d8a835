import { connect, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  /** http://127.0.0.1:<port>: the endpoint to hand out instead of the real one. */
  endpoint: string;
  /** From now on nothing passes: open connections stall, new ones are accepted and never answered. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (the embedded S3 server, say) that can be frozen: the
 * server seems to hang, which is harder on a client than a refused connection.
 */
export function startFreezableProxy(target: URL): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (frozen) return; // accepted, never answered
    const upstream = createServerConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        freeze: () => {
          frozen = true;
        },
        thaw: () => {
          frozen = false;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

function createServerConnection(target: URL): Socket {
  return connect(Number(target.port), target.hostname);
}
