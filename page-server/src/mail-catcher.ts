/**
 * `npm start`'s local mail catcher: an SMTP server (smtp-server) that keeps what the API sends
 * instead of delivering it, and a page that lists it (newest first), so a sign-up's verification
 * code can be read with nothing else installed. It is a development and test tool: production
 * sets BETOCH_SMTP_URL to a real server, and then none is started (docs/accounts.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '@betoch/shared/domain/html-text';

/** A message as the catcher kept it. */
export interface CaughtMail {
  id: number;
  /** When it arrived, ISO 8601. */
  at: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** The URL the API sends to (BETOCH_SMTP_URL). */
  smtpUrl: string;
  /** The page listing what was sent; `<pageUrl>messages.json` is the same as JSON. */
  pageUrl: string;
  messages(): readonly CaughtMail[];
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** Messages kept; older ones are dropped. */
  keep?: number;
}

/** A message's size the catcher accepts (the API's are a few KB). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** The catcher's page: every kept message, its text as text (never markup). */
export function mailPage(messages: readonly CaughtMail[]): string {
  const items = messages
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p><time datetime="${escapeHtml(mail.at)}">${escapeHtml(mail.at)}</time> · to ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)}</p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Betoch mail catcher</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style>
</head><body><main><h1>Mail sent by Betoch (${messages.length})</h1>
${items || '<p>Nothing was sent yet.</p>'}
</main></body></html>`;
}

function listen(
  server: {
    listen(port: number, host: string, done: () => void): unknown;
    once(event: 'error', fn: (error: Error) => void): unknown;
  },
  port: number,
  host: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Starts the catcher's SMTP server and page; resolves once both listen. */
export async function startMailCatcher({
  host,
  smtpPort,
  httpPort,
  keep = 200,
}: MailCatcherOptions): Promise<MailCatcher> {
  const kept: CaughtMail[] = [];
  let next = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Betoch mail catcher',
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (parsed) => {
          kept.unshift({
            id: next++,
            at: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trimEnd(),
          });
          kept.splice(keep);
          done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  const page = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://catcher').pathname;
    const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
    } else if (path === '/messages.json') {
      response
        .writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(kept));
    } else if (path === '/') {
      response
        .writeHead(200, {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .end(mailPage(kept));
    } else {
      response.writeHead(404, headers).end();
    }
  });
  await listen(smtp.server, smtpPort, host);
  try {
    await listen(page, httpPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const port = (server: { address(): AddressInfo | string | null }) =>
    (server.address() as AddressInfo).port;
  const name = host.includes(':') ? `[${host}]` : host;
  return {
    smtpUrl: `smtp://${name}:${port(smtp.server)}`,
    pageUrl: `http://${name}:${port(page)}/`,
    messages: () => kept,
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          page.closeAllConnections();
          page.close(() => resolve());
        }),
      ]).then(() => undefined),
  };
}
