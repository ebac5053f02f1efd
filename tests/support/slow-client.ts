/** A client that sends its request a byte at a time, to see how long a server lets it hold the connection. */
import { connect } from 'node:net';

export interface Trickle {
  /** What the server sent back before closing (null: the connection was still open when the client gave up). */
  answer: string | null;
  /** How long the connection stayed open, from the first byte sent. */
  ms: number;
  /** Bytes of `drip` sent before the end. */
  sent: number;
}

export interface TrickleOptions {
  port: number;
  host?: string;
  /** The client's own address, e.g. 127.0.0.2 to come from another source than the rest of a test. */
  localAddress?: string;
  /** Sent at once. */
  head: string;
  /** Sent one byte every `everyMs`. */
  drip: string;
  everyMs?: number;
  giveUpMs: number;
  /** Called once the connection is established. */
  onConnect?: () => void;
}

/** Resolves when the server closes the connection, or when the client gives up after `giveUpMs`. */
export function trickle(options: TrickleOptions): Promise<Trickle> {
  const { port, host = '127.0.0.1', localAddress, head, drip, everyMs = 100, giveUpMs } = options;
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress });
    const startedAt = Date.now();
    let answer = '';
    let sent = 0;
    let done = false;
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, everyMs);
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer: closed ? answer : null, ms: Date.now() - startedAt, sent });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('connect', () => {
      options.onConnect?.();
      socket.write(head);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

/** The head of a POST of `length` bytes of JSON to `path`. */
export const postHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
