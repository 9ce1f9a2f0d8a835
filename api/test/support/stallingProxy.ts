// A TCP endpoint in front of a real server (S3, PostgreSQL) that can freeze: it keeps
// accepting connections and holding the open ones, but stops forwarding a single byte, as a
// hung server or a black-holed network does.
import { createServer, type Socket } from 'node:net';

export interface StallingProxy {
  /** host:port to connect to instead of the real server. */
  port: number;
  /** From now on nothing is forwarded, either way, on old or new connections. */
  stall(): void;
  /** Forward again (bytes held while stalled are dropped: those connections stay dead). */
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<Socket>();
  const pipe = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (!stalled && !to.destroyed) to.write(chunk);
    });
    from.on('end', () => {
      if (!stalled) to.end();
    });
    from.on('error', () => to.destroy());
    from.on('close', () => {
      sockets.delete(from);
      if (!stalled) to.destroy();
    });
  };
  const server = createServer((client) => {
    sockets.add(client);
    if (stalled) {
      client.on('error', () => undefined);
      client.on('close', () => sockets.delete(client));
      return; // accepted, never answered
    }
    const upstream = new (client.constructor as typeof Socket)();
    sockets.add(upstream);
    upstream.connect(targetPort, targetHost);
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy did not listen');
  return {
    port: address.port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
