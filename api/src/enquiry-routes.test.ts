/** @jest-environment node */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testDatabaseUrl } from '@betoch/shared/server/test-schema';
import type { EnquiryInbox, InboxEnquiry } from '@betoch/shared/domain/enquiry-rules';
import type { BuildAppOptions } from './app';
import type { ListingRecipients } from './enquiry-recipients';
import { NO_INBOX_MESSAGE, NOT_IN_INBOX_MESSAGE } from './enquiry-routes';
import { memoryOutbox, type Outbox } from './outbox';
import { newSigningKey } from './signing-keys';
import { createTokenService, FORM_TICKET_AUDIENCE } from './tokens';
import {
  accountEngines,
  buildTestApp,
  createClock,
  DAWIT,
  getMe,
  postLogin,
  SELAM,
} from './test-utils';

/*
 * The enquiries through the API, on both engines: a form's ticket, its spam checks and limits in
 * their order, the stored enquiry in its recipient's inbox, the e-mail, and what stays out of the
 * log (docs/enquiries.md).
 */

const url = testDatabaseUrl();
const engines = accountEngines(url);

const VIEWING = {
  kind: 'viewing',
  listingId: 'b1234567890',
  name: 'Hirut Alemu',
  phone: '+251 911 482 630',
  message: 'Is it still available on Saturday?',
  language: 'am',
  website: '',
};

const CONTACT = {
  kind: 'contact',
  name: 'Hirut Alemu',
  email: 'hirut@example.et',
  phone: '',
  subject: 'A flat in Bole',
  message: 'I am looking for a two-bedroom flat in Bole for my family.',
  language: 'en',
  website: '',
};

const VISITOR = '196.188.20.30';

describe.each(engines.map((engine) => [engine.name, engine] as const))(
  'enquiries through the API (%s)',
  (_, engine) => {
    let app: FastifyInstance;
    let outbox: ReturnType<typeof memoryOutbox>;
    let clock: ReturnType<typeof createClock>;
    let drop: () => Promise<void>;

    async function start(options: BuildAppOptions = {}) {
      const opened = await engine.open();
      drop = opened.drop;
      outbox = memoryOutbox();
      clock = createClock();
      app = buildTestApp({
        users: opened.store,
        outbox,
        now: clock.now,
        agencyInbox: SELAM.email,
        ...options,
      });
    }
    afterEach(async () => {
      await app.close();
      await drop();
    });

    const getTicket = async (): Promise<string> => {
      const response = await app.inject({ method: 'GET', url: '/api/enquiries/ticket' });
      return response.json<{ ticket: string }>().ticket;
    };
    const post = (body: unknown, remoteAddress = VISITOR): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: '/api/enquiries',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    /** A form filled in by a person: a ticket, a few seconds, the sending. */
    const send = async (body: object, remoteAddress = VISITOR) => {
      const ticket = await getTicket();
      clock.advance(5_000);
      return post({ ...body, ticket }, remoteAddress);
    };
    const tokenOf = async (user: typeof SELAM) =>
      `Bearer ${(await postLogin(app, user)).json<{ token: string }>().token}`;
    const get = (path: string, authorization: string) =>
      app.inject({ method: 'GET', url: path, headers: { authorization } });
    const inboxOf = async (authorization: string, before?: string) =>
      (
        await get(`/api/enquiries${before ? `?before=${before}` : ''}`, authorization)
      ).json<EnquiryInbox>();
    const mark = (id: string, body: unknown, authorization: string) =>
      app.inject({
        method: 'POST',
        url: `/api/enquiries/${id}/read`,
        headers: { 'content-type': 'application/json', authorization },
        payload: JSON.stringify(body),
      });

    it('gives a form a ticket, which is no account token (nor the other way round)', async () => {
      await start();
      const response = await app.inject({ method: 'GET', url: '/api/enquiries/ticket' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<{ ticket: string; minSeconds: number }>();
      expect(body).toEqual({ ticket: expect.any(String), minSeconds: 3 });
      const claims = JSON.parse(
        Buffer.from(body.ticket.split('.')[1] ?? '', 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({ aud: FORM_TICKET_AUDIENCE, iatMs: clock.now() });
      expect(claims.exp).toBe(Math.floor(clock.now() / 1000) + 24 * 60 * 60);
      expect((await getMe(app, `Bearer ${body.ticket}`)).statusCode).toBe(401);

      const accountToken = (await tokenOf(SELAM)).slice('Bearer '.length);
      clock.advance(5_000);
      expect((await post({ ...VIEWING, ticket: accountToken })).json()).toEqual([
        expect.objectContaining({ field: 'form', code: 'ticket' }),
      ]);
    });

    it('stores a viewing request in the agency’s inbox and e-mails it', async () => {
      await start();
      const response = await send(VIEWING);
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { id, sentTo } = response.json<{ id: string; sentTo: string }>();
      expect(sentTo).toBe('agency');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      expect(outbox.sent).toHaveLength(1);
      const [mail] = outbox.sent;
      expect(mail?.to).toBe(SELAM.email);
      expect(mail?.subject).toBe(
        'New viewing request for property b1234567890 / ለንብረት b1234567890 አዲስ የጉብኝት ጥያቄ',
      );
      for (const part of [
        'Name / ስም: Hirut Alemu',
        'Phone / ስልክ: +251 911 482 630',
        'Property / ንብረት: /property/image-box?id=b1234567890',
        'Written in / ቋንቋ: Amharic / አማርኛ',
        'Is it still available on Saturday?',
        'Read and answer it in your inbox: /my-properties',
      ]) {
        expect(mail?.text).toContain(part);
      }

      const selam = await tokenOf(SELAM);
      const inbox = await get('/api/enquiries', selam);
      expect(inbox.statusCode).toBe(200);
      expect(inbox.headers['cache-control']).toBe('no-store');
      expect(inbox.json()).toEqual({
        enquiries: [
          {
            id,
            kind: 'viewing',
            listingId: 'b1234567890',
            name: 'Hirut Alemu',
            phone: '+251 911 482 630',
            email: null,
            subject: null,
            message: 'Is it still available on Saturday?',
            language: 'am',
            sentAt: clock.now(),
            read: false,
          },
        ],
        unread: 1,
        next: null,
      } satisfies EnquiryInbox);
      const unread = await get('/api/enquiries/unread', selam);
      expect(unread.json()).toEqual({ unread: 1 });
      expect(unread.headers['cache-control']).toBe('no-store');

      // Another account neither sees it nor marks it.
      const dawit = await tokenOf(DAWIT);
      expect(await inboxOf(dawit)).toEqual({ enquiries: [], unread: 0, next: null });
      const notTheirs = await mark(id, { read: true }, dawit);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json()).toEqual({ message: NOT_IN_INBOX_MESSAGE });
      expect((await get('/api/enquiries/unread', selam)).json()).toEqual({ unread: 1 });

      const marked = await mark(id, { read: true }, selam);
      expect(marked.statusCode).toBe(204);
      expect((await get('/api/enquiries/unread', selam)).json()).toEqual({ unread: 0 });
      expect((await inboxOf(selam)).enquiries[0]?.read).toBe(true);
      expect((await mark(id, { read: false }, selam)).statusCode).toBe(204);
      expect((await get('/api/enquiries/unread', selam)).json()).toEqual({ unread: 1 });
    });

    it('stores a contact message with its e-mail and subject', async () => {
      await start();
      const response = await send({ ...CONTACT, subject: 'A flat\nin   Bole' });
      expect(response.json()).toEqual({ id: expect.any(String), sentTo: 'agency' });
      expect(outbox.sent[0]?.subject).toBe(
        'New message: A flat in Bole / አዲስ መልዕክት፦ A flat in Bole',
      );
      expect(outbox.sent[0]?.text).toContain('E-mail / ኢሜይል: hirut@example.et');
      expect(outbox.sent[0]?.text).not.toContain('Phone');
      const [stored] = (await inboxOf(await tokenOf(SELAM))).enquiries;
      expect(stored).toMatchObject({
        kind: 'contact',
        listingId: null,
        phone: '',
        email: 'hirut@example.et',
        subject: 'A flat\nin   Bole',
        language: 'en',
      } satisfies Partial<InboxEnquiry>);
    });

    describe('refusals, each storing nothing', () => {
      /** After each refusal: nothing in the inbox, no e-mail. */
      const expectNothingStored = async () => {
        expect(await inboxOf(await tokenOf(SELAM))).toEqual({
          enquiries: [],
          unread: 0,
          next: null,
        });
        expect(outbox.sent).toEqual([]);
      };

      it('refuses invalid fields with the forms’ codes, before any spam check', async () => {
        await start();
        const response = await post({
          ...VIEWING,
          listingId: 'not an id',
          name: 'H',
          phone: '12',
          website: 'filled',
          ticket: '',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([
          {
            field: 'name',
            code: 'tooShort',
            description: 'The name must be at least 2 characters.',
          },
          {
            field: 'phone',
            code: 'invalidPhone',
            description: 'The phone number must have 9 to 15 digits, as "+251 911 482 630".',
          },
          { field: 'listingId', code: 'invalid', description: 'The property id is not valid.' },
        ]);
        const contact = await post({ ...CONTACT, email: 'nope', message: 'Too short' });
        expect(contact.json()).toEqual([
          {
            field: 'email',
            code: 'invalidEmail',
            description: 'The e-mail is not a valid address.',
          },
          {
            field: 'message',
            code: 'tooShort',
            description: 'The message must be at least 20 characters.',
          },
        ]);
        expect((await post({ name: 'Hirut' })).json()).toEqual([
          {
            field: 'kind',
            code: 'required',
            description: 'The kind of enquiry must be "viewing" or "contact".',
          },
        ]);
        await expectNothingStored();
      });

      it('refuses a form whose hidden field was filled in, whatever its ticket', async () => {
        await start();
        const response = await post({ ...VIEWING, website: 'https://spam.example', ticket: '' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([
          {
            field: 'form',
            code: 'honeypot',
            description:
              'This form was filled in automatically. Please type your request yourself.',
          },
        ]);
        expect((await send({ ...CONTACT, website: 'x' })).json()).toEqual([
          expect.objectContaining({ code: 'honeypot' }),
        ]);
        await expectNothingStored();
      });

      it('refuses a missing, forged, foreign or expired ticket', async () => {
        await start();
        const ticketError = [
          {
            field: 'form',
            code: 'ticket',
            description: 'This form has expired. Please reload the page and send it again.',
          },
        ];
        const ticket = await getTicket();
        clock.advance(5_000);
        const [head, payload, signature = ''] = ticket.split('.');
        const forged = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
        const otherApi = createTokenService({
          keys: [await newSigningKey()],
          ttlSeconds: 60,
          now: clock.now,
        });
        for (const bad of [
          undefined,
          '',
          'not-a-ticket',
          forged,
          await otherApi.signFormTicket(60 * 60),
        ]) {
          const response = await post({ ...VIEWING, ticket: bad });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(ticketError);
        }
        clock.advance(24 * 60 * 60_000);
        expect((await post({ ...VIEWING, ticket })).json()).toEqual(ticketError);
        await expectNothingStored();
      });

      it('refuses a form sent less than 3 seconds after its ticket', async () => {
        await start();
        const ticket = await getTicket();
        const tooFast = [
          {
            field: 'form',
            code: 'tooFast',
            description: 'Please take a few seconds to check your request, then send it again.',
          },
        ];
        expect((await post({ ...VIEWING, ticket })).json()).toEqual(tooFast);
        clock.advance(2_999);
        const early = await post({ ...VIEWING, ticket });
        expect(early.statusCode).toBe(400);
        expect(early.json()).toEqual(tooFast);
        await expectNothingStored();
        clock.advance(1);
        expect((await post({ ...VIEWING, ticket })).statusCode).toBe(201);
      });

      it('refuses what would go to the agency when there is no agency inbox', async () => {
        const recipients: ListingRecipients = {
          recipientOf: (listingId) =>
            Promise.resolve(listingId === 'b-dawit' ? { userId: 2 } : 'agency'),
        };
        await start({ agencyInbox: undefined, listingRecipients: recipients });
        for (const body of [VIEWING, CONTACT, VIEWING]) {
          const response = await send(body);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({ message: NO_INBOX_MESSAGE });
        }
        expect(outbox.sent).toEqual([]);
        // Refused, they counted nowhere: the address still has its five for a seller's listing.
        for (let n = 0; n < 5; n += 1) {
          expect((await send({ ...VIEWING, listingId: 'b-dawit' })).statusCode).toBe(201);
        }
      });
    });

    describe('limits', () => {
      it('takes 5 enquiries from one address in 10 minutes, then says how long to wait', async () => {
        await start();
        for (let n = 0; n < 5; n += 1) {
          expect((await send({ ...VIEWING, listingId: `b${n}` })).statusCode).toBe(201);
        }
        // 25 s after the first, whose 10 minutes end in 9 min 35 s.
        const refused = await send(CONTACT);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe(String(600 - 25));
        expect(refused.json()).toEqual({
          message:
            'You have sent several requests in a short time. Please try again in 10 minutes.',
        });
        expect((await send(CONTACT, '196.188.20.31')).statusCode).toBe(201);
        // An IPv6 client counts by its /64.
        for (let n = 0; n < 5; n += 1) {
          expect((await send(CONTACT, `2001:db8:1:2::${n + 1}`)).statusCode).toBe(201);
        }
        expect((await send(CONTACT, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
        expect((await send(CONTACT, '2001:db8:1:3::1')).statusCode).toBe(201);
        expect((await inboxOf(await tokenOf(SELAM))).unread).toBe(12);
        clock.advance(10 * 60_000);
        expect((await send(CONTACT)).statusCode).toBe(201);
      });

      it('takes as many from one address as BETOCH_ENQUIRIES_PER_ADDRESS says, and 4 times that a day', async () => {
        await start({ enquiriesPerAddress: 2 });
        expect((await send(CONTACT)).statusCode).toBe(201);
        expect((await send(CONTACT)).statusCode).toBe(201);
        expect((await send(CONTACT)).statusCode).toBe(429);
        for (let window = 1; window < 4; window += 1) {
          clock.advance(10 * 60_000);
          expect((await send(CONTACT)).statusCode).toBe(201);
          expect((await send(CONTACT)).statusCode).toBe(201);
        }
        clock.advance(10 * 60_000);
        const refused = await send(CONTACT);
        expect(refused.statusCode).toBe(429);
        // The day's bound now: its first enquiry was 40 minutes (and the sends' seconds) ago.
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      });

      it('takes 20 a day from one address, remembered past a log-in’s sweep', async () => {
        await start();
        for (let n = 0; n < 20; n += 1) {
          if (n > 0 && n % 5 === 0) clock.advance(10 * 60_000);
          expect((await send({ ...VIEWING, listingId: `b${n}` })).statusCode).toBe(201);
        }
        clock.advance(2 * 60 * 60_000);
        // A log-in sweeps the hour's events away; the day's stay.
        expect((await postLogin(app, SELAM)).statusCode).toBe(200);
        const refused = await send(CONTACT);
        expect(refused.statusCode).toBe(429);
        expect(refused.json<{ message: string }>().message).toBe(
          'You have sent several requests in a short time. Please try again in 22 hours.',
        );
        clock.advance(22 * 60 * 60_000);
        expect((await send(CONTACT)).statusCode).toBe(201);
      });

      it('takes 20 viewing requests of one property an hour, from every address', async () => {
        await start();
        for (let n = 0; n < 20; n += 1) {
          expect((await send(VIEWING, `198.51.100.${n}`)).statusCode).toBe(201);
        }
        const refused = await send(VIEWING, '198.51.100.200');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json()).toEqual({
          message:
            'This property has received many requests in the last hour. Please try again later.',
        });
        // A refused request counts nowhere: that address still has its five for another property.
        for (let n = 0; n < 4; n += 1) await send(VIEWING, '198.51.100.200');
        for (let n = 0; n < 5; n += 1) {
          const other = await send({ ...VIEWING, listingId: 'r0987654321' }, '198.51.100.200');
          expect(other.statusCode).toBe(201);
        }
      });

      it('takes 60 contact messages an hour into the agency’s inbox', async () => {
        await start();
        for (let n = 0; n < 60; n += 1) {
          expect((await send(CONTACT, `203.0.113.${n}`)).statusCode).toBe(201);
        }
        const refused = await send(CONTACT, '203.0.113.100');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          message: 'We have received many messages in the last hour. Please try again later.',
        });
        expect((await send(VIEWING, '203.0.113.100')).statusCode).toBe(201);
      });
    });

    it('sends a listing’s requests to its publisher when the listing has one', async () => {
      const recipients: ListingRecipients = {
        recipientOf: (listingId) =>
          Promise.resolve(
            listingId === 'b-dawit' ? { userId: 2 } : listingId === 'gone' ? 'unknown' : 'agency',
          ),
      };
      await start({ listingRecipients: recipients });
      const response = await send({ ...VIEWING, listingId: 'b-dawit' });
      expect(response.json()).toEqual({ id: expect.any(String), sentTo: 'seller' });
      expect(outbox.sent[0]?.to).toBe(DAWIT.email);
      const dawit = await tokenOf(DAWIT);
      expect((await inboxOf(dawit)).enquiries).toEqual([
        expect.objectContaining({ listingId: 'b-dawit' }),
      ]);
      expect((await inboxOf(await tokenOf(SELAM))).enquiries).toEqual([]);
      const gone = await send({ ...VIEWING, listingId: 'gone' });
      expect(gone.statusCode).toBe(404);
      expect((await inboxOf(dawit)).enquiries).toHaveLength(1);
    });

    it('pages an inbox 20 at a time, newest first', async () => {
      await start();
      for (let n = 0; n < 25; n += 1) {
        clock.advance(10 * 60_000);
        expect((await send({ ...VIEWING, listingId: `b${n}` }, `198.51.100.${n}`)).statusCode).toBe(
          201,
        );
      }
      const selam = await tokenOf(SELAM);
      const first = await inboxOf(selam);
      expect(first.enquiries).toHaveLength(20);
      expect(first.unread).toBe(25);
      expect(first.enquiries[0]?.listingId).toBe('b24');
      expect(first.next).toEqual(expect.any(String));
      const second = await inboxOf(selam, first.next ?? '');
      expect(second.enquiries.map((each) => each.listingId)).toEqual([
        'b4',
        'b3',
        'b2',
        'b1',
        'b0',
      ]);
      expect(second.next).toBeNull();
      const bad = await get('/api/enquiries?before=yesterday', selam);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual([expect.objectContaining({ field: 'before', code: 'invalid' })]);
    });

    it('answers the inbox only with a session, and a mark only for a clear body', async () => {
      await start();
      const { id } = (await send(VIEWING)).json<{ id: string }>();
      for (const path of ['/api/enquiries', '/api/enquiries/unread']) {
        expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      }
      expect((await mark(id, { read: true }, 'Bearer nonsense')).statusCode).toBe(401);
      const selam = await tokenOf(SELAM);
      for (const body of [{}, { read: 'yes' }, { read: 1 }, []]) {
        const response = await mark(id, body, selam);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([expect.objectContaining({ field: 'read' })]);
      }
      expect((await mark('not-an-id', { read: true }, selam)).statusCode).toBe(404);
    });

    it('stores an enquiry whose e-mail failed, and logs the failure by its id alone', async () => {
      const lines: string[] = [];
      const failing: Outbox = {
        send: () => Promise.reject(new Error('the mail server said no')),
        close: () => undefined,
      };
      await start({
        outbox: failing,
        logger: true,
        logLevel: 'trace',
        logStream: { write: (line) => lines.push(line) },
      });
      const response = await send(CONTACT);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect((await inboxOf(await tokenOf(SELAM))).enquiries).toHaveLength(1);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({ level: 50, msg: 'Enquiry e-mail not sent', enquiryId: id }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ msg: 'Enquiry received', enquiryId: id, kind: 'contact' }),
      );
    });

    it('never logs who sent an enquiry or what it says', async () => {
      const lines: string[] = [];
      await start({
        logger: true,
        logLevel: 'trace',
        logStream: { write: (line) => lines.push(line) },
      });
      expect((await send({ ...CONTACT, phone: '0911 48 26 30' })).statusCode).toBe(201);
      expect((await send(VIEWING)).statusCode).toBe(201);
      const log = lines.join('\n');
      expect(log).toContain('Enquiry received');
      expect(log).toContain('"listingId":"b1234567890"');
      for (const secret of [
        'hirut@example.et',
        '0911 48 26 30',
        '911 482 630',
        'Hirut',
        'two-bedroom',
        'Saturday',
        'A flat in Bole',
      ]) {
        expect(log).not.toContain(secret);
      }
    });
  },
);
