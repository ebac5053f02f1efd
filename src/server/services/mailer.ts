/**
 * Outgoing e-mail: through SMTP when SMTP_URL is set; otherwise the message's links are written to the log, so
 * on a machine without a mail server the link can still be found.
 *
 * Work that ends in an e-mail runs after the answer has gone (`later`): the answer then takes the same time
 * whether or not an e-mail follows, and a slow mail server never holds a request. `settled()` waits for that
 * work, so closing the server does not cut a message halfway.
 */
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Runs the work once the current answer has gone; a failure is logged, never thrown. */
  later(work: () => Promise<void>): void;
  /** Resolves when no work started by `later` is still running. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const LINK = /https?:\/\/[^\s<>"]+/g;

export function createMailer({
  smtpUrl,
  from,
  log,
}: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // A mail server that never answers must not keep work (and the server's shutdown) waiting for minutes.
  const transport = smtpUrl
    ? createTransport(
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from },
      )
    : undefined;
  const running = new Set<Promise<void>>();

  const send = async (mail: Mail) => {
    if (!transport) {
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.text.match(LINK) ?? [] },
        'SMTP_URL is not set: e-mail not sent; its links are logged instead',
      );
      return;
    }
    await transport.sendMail(mail);
  };

  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return {
    send,
    later(work) {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, 'e-mail work failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    settled,
    async close() {
      await settled();
      transport?.close();
    },
  };
}
