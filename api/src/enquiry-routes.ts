import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENQUIRY_MIN_SECONDS,
  ENQUIRY_TICKET_TTL_SECONDS,
  type EnquiryInbox,
  type EnquirySent,
  type EnquiryTicket,
  type UnreadCount,
} from '@betoch/shared/domain/enquiry-rules';
import type { AccountStore } from './account-store';
import { bearerAccount } from './bearer';
import { clientAddressKey } from './client-address';
import { HONEYPOT_ERROR, readEnquiryBody, TICKET_ERROR, TOO_FAST_ERROR } from './enquiry-body';
import { limitMessage, type EnquiryLimit } from './enquiry-limit';
import type { ListingRecipients } from './enquiry-recipients';
import type { InboxCursor, InboxReader, StoredEnquiry } from './enquiry-store';
import type { FieldError, MessageBody } from './http-errors';
import { enquiryMail } from './mail-texts';
import type { Outbox } from './outbox';
import type { TokenService } from './tokens';
import { normalizeEmail, type Account } from './users';

export interface EnquiryRoutesOptions {
  store: AccountStore;
  tokens: TokenService;
  limit: EnquiryLimit;
  outbox: Outbox;
  /** Who reads a property's viewing requests. */
  recipients: ListingRecipients;
  /** The e-mail of the account that reads the agency's inbox; none: what would go there is refused. */
  agencyInbox: string | undefined;
  now: () => number;
}

/** Enquiries on one page of an inbox. */
export const INBOX_PAGE_SIZE = 20;

export const NO_INBOX_MESSAGE =
  'Messages cannot be received at the moment. Please try again later.';
export const UNKNOWN_LISTING_MESSAGE = 'This property is no longer listed.';
export const NOT_IN_INBOX_MESSAGE = 'There is no such enquiry in your inbox.';

const BEFORE_ERROR: FieldError = {
  field: 'before',
  code: 'invalid',
  description: 'Pass as before the next value of the previous page.',
};
const READ_ERROR: FieldError = {
  field: 'read',
  code: 'invalid',
  description: 'Send {"read": true} or {"read": false}.',
};

/** A page's `next`: when the last enquiry of the page was sent, and its id. */
function toCursor({ sentAt, id }: InboxCursor): string {
  return `${sentAt}_${id}`;
}

function readCursor(value: unknown): InboxCursor | 'invalid' | undefined {
  if (value === undefined || value === '') return undefined;
  const match = typeof value === 'string' ? /^(\d{1,16})_([0-9a-f-]{36})$/.exec(value) : null;
  return match ? { sentAt: Number(match[1]), id: match[2] ?? '' } : 'invalid';
}

/** A random UUID, as every enquiry's id is: anything else is in no inbox. */
const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The enquiries (docs/enquiries.md): a form's ticket and its sending, open to every visitor; the
 * inbox of the account that receives them.
 */
export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (
  app,
  { store, tokens, limit, outbox, recipients, agencyInbox, now },
) => {
  const readerOf = (account: Account): InboxReader => ({
    userId: account.userId,
    agency: agencyInbox !== undefined && normalizeEmail(account.email) === agencyInbox,
  });
  // E-mails still on their way when the API stops are given their time.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.get('/api/enquiries/ticket', async (_request, reply) => {
    const body: EnquiryTicket = {
      ticket: await tokens.signFormTicket(ENQUIRY_TICKET_TTL_SECONDS),
      minSeconds: ENQUIRY_MIN_SECONDS,
    };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.post('/api/enquiries', async (request, reply) => {
    const read = readEnquiryBody(request.body);
    if (!read.ok) return reply.code(400).send(read.errors);
    const { enquiry, language, ticket, honeypot } = read.value;
    if (honeypot) return reply.code(400).send([HONEYPOT_ERROR]);
    const issuedAt = ticket ? await tokens.verifyFormTicket(ticket) : null;
    if (issuedAt === null) return reply.code(400).send([TICKET_ERROR]);
    if (now() - issuedAt < ENQUIRY_MIN_SECONDS * 1000) {
      return reply.code(400).send([TOO_FAST_ERROR]);
    }

    const listingId = enquiry.kind === 'viewing' ? enquiry.listingId : null;
    const admission = await limit.take(clientAddressKey(request.ip), {
      kind: enquiry.kind,
      listingId,
    });
    if (!admission.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(admission.retryAfterSeconds))
        .send({
          message: limitMessage(admission.reason, admission.retryAfterSeconds),
        } satisfies MessageBody);
    }
    let stored = false;
    try {
      const recipient = listingId === null ? 'agency' : await recipients.recipientOf(listingId);
      if (recipient === 'unknown') {
        return reply.code(404).send({ message: UNKNOWN_LISTING_MESSAGE } satisfies MessageBody);
      }
      const seller = recipient === 'agency' ? undefined : await store.findById(recipient.userId);
      const mailTo = seller?.email ?? agencyInbox;
      if (mailTo === undefined) {
        return reply.code(503).send({ message: NO_INBOX_MESSAGE } satisfies MessageBody);
      }
      const row: StoredEnquiry = {
        id: randomUUID(),
        kind: enquiry.kind,
        listingId,
        recipientId: seller?.userId ?? null,
        name: enquiry.name,
        phone: enquiry.phone,
        email: enquiry.kind === 'contact' ? enquiry.email : null,
        subject: enquiry.kind === 'contact' ? enquiry.subject : null,
        message: enquiry.message,
        language,
        sentAt: now(),
      };
      await store.enquiries.add(row);
      stored = true;
      // Who sent it and what it says stay out of the log: the id finds it in the database.
      request.log.info({ enquiryId: row.id, kind: row.kind, listingId }, 'Enquiry received');
      // The enquiry is in the inbox whatever the mail does: the visitor is not kept waiting for
      // it, and a failed send is only logged.
      const mail = outbox
        .send({ to: mailTo, ...enquiryMail(row) })
        .catch((error: unknown) => {
          request.log.error({ err: error, enquiryId: row.id }, 'Enquiry e-mail not sent');
        })
        .finally(() => sending.delete(mail));
      sending.add(mail);
      const body: EnquirySent = { id: row.id, sentTo: seller ? 'seller' : 'agency' };
      return reply.code(201).send(body);
    } finally {
      // Only an enquiry stored counts against the limits.
      if (!stored) await admission.refund().catch(() => undefined);
    }
  });

  /** The caller's inbox, or undefined once the 401 is sent. */
  const inboxOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await bearerAccount(request, reply, tokens, store);
    return account ? readerOf(account) : undefined;
  };

  app.get('/api/enquiries', async (request, reply) => {
    const reader = await inboxOf(request, reply);
    if (!reader) return reply;
    const before = readCursor((request.query as { before?: unknown }).before);
    if (before === 'invalid') return reply.code(400).send([BEFORE_ERROR]);
    const [rows, unread] = await Promise.all([
      store.enquiries.page(reader, { before, limit: INBOX_PAGE_SIZE + 1 }),
      store.enquiries.countUnread(reader),
    ]);
    const enquiries = rows.slice(0, INBOX_PAGE_SIZE);
    const last = enquiries.at(-1);
    const body: EnquiryInbox = {
      enquiries,
      unread,
      next: rows.length > INBOX_PAGE_SIZE && last ? toCursor(last) : null,
    };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.get('/api/enquiries/unread', async (request, reply) => {
    const reader = await inboxOf(request, reply);
    if (!reader) return reply;
    const body: UnreadCount = { unread: await store.enquiries.countUnread(reader) };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  app.post('/api/enquiries/:id/read', async (request, reply) => {
    const reader = await inboxOf(request, reply);
    if (!reader) return reply;
    const { read } = (request.body ?? {}) as { read?: unknown };
    if (typeof read !== 'boolean') return reply.code(400).send([READ_ERROR]);
    const { id } = request.params as { id: string };
    const marked = ENQUIRY_ID.test(id) && (await store.enquiries.markRead(reader, id, read, now()));
    if (!marked) {
      return reply.code(404).send({ message: NOT_IN_INBOX_MESSAGE } satisfies MessageBody);
    }
    return reply.code(204).send();
  });
};
