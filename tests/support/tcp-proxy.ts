/**
 * A TCP proxy in the test process, to put between the server and PostgreSQL or Redis and simulate their
 * trouble without touching the machine's own services:
 * - `cut()`: every connection through it is destroyed and new ones are refused, as when the service stops;
 * - `freeze()`: connections stay open but no byte goes through either way (new ones are accepted and held),
 *   as when the service hangs (`kill -STOP`) or the network drops packets;
 * - `restore()` ends either.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on, on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  /** Connections open through the proxy right now. */
  open(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server | undefined;
  let port = 0;

  /** Copies bytes one way, holding them while frozen and while the other side is full. */
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (!frozen) from.resume();
    });
    from.on('end', () => to.end());
  };

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    forward(client, upstream);
    forward(upstream, client);
    if (frozen) {
      client.pause();
      upstream.pause();
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(accept);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen();

  return {
    get port() {
      return port;
    },
    via(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async cut() {
      frozen = false;
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    async restore() {
      frozen = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      if (!server) await listen();
    },
    open: () => pairs.size,
    async close() {
      frozen = false;
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}
