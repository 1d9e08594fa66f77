import nodemailer from 'nodemailer';

/*
 * Where the API's e-mails go: the SMTP server of BETOCH_SMTP_URL through nodemailer (`npm start`
 * points it at its local mail catcher), or nowhere, with a clear refusal.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  /** Resolves once the server took the message; rejects when it did not. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The sender's address unless BETOCH_MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Betoch <no-reply@betoch.et>';

/** Nodemailer's bounds: a server that does not answer fails the send, it never hangs it. */
const CONNECTION_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 10_000;

/** Sends through the SMTP server of `url` (`smtp://host:port`, `smtps://user:pass@host`). */
export function smtpOutbox(url: string, from = DEFAULT_MAIL_FROM): Outbox {
  const server = new URL(url);
  const secure = server.protocol === 'smtps:';
  const transport = nodemailer.createTransport(
    {
      host: server.hostname,
      port: Number(server.port) || (secure ? 465 : 587),
      secure,
      ...(server.username
        ? {
            auth: {
              user: decodeURIComponent(server.username),
              pass: decodeURIComponent(server.password),
            },
          }
        : {}),
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close: () => transport.close(),
  };
}

/** An API with no SMTP server: every send fails, and says which setting is missing. */
export function noOutbox(): Outbox {
  return {
    send: () =>
      Promise.reject(new Error('no SMTP server is configured (BETOCH_SMTP_URL): e-mail is off')),
    close: () => undefined,
  };
}

/** Keeps what it is given, for tests. */
export function memoryOutbox(): Outbox & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}
