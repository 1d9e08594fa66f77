import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { openEmbeddedAccounts, type AccountStore } from './account-store';
import { authRoutes } from './auth-routes';
import { createEnquiryLimit, enquiryLimits } from './enquiry-limit';
import { AGENCY_FOR_EVERY_LISTING, type ListingRecipients } from './enquiry-recipients';
import { enquiryRoutes } from './enquiry-routes';
import { noOutbox, type Outbox } from './outbox';
import { verificationRoutes } from './verification-routes';
import { CheckGate, type CheckGateOptions } from './check-gate';
import { toFastifyTrustProxy, type TrustProxySetting } from './client-address';
import { DEFAULT_CORS_ORIGINS } from './config';
import { createErrorHandler, type MessageBody } from './http-errors';
import {
  DEFAULT_THROTTLE_POLICY,
  LoginThrottle,
  type LoginCounterStore,
  type LoginThrottlePolicy,
} from './login-throttle';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './password';
import { clientErrorResponse, setSecurityHeaders } from './security-headers';
import { newSigningKey, publicKeySet, type SigningKey } from './signing-keys';
import { createSignUpLimit } from './sign-up-limit';
import { createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './tokens';
import {
  createMemoryUserSource,
  loadSeedUsers,
  normalizeEmail,
  type SeedUser,
  type UserSource,
} from './users';

/** A log-in body is two short strings; anything larger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 10 * 1024;

export interface BuildAppOptions {
  /** The token signing keys, the first signing (signing-keys.ts); a new one when absent (tokens then die with the process). */
  signingKeys?: readonly SigningKey[];
  /**
   * The accounts database (account-store.ts), or seed users / a source to look them up in (then
   * nobody can sign up); defaults to `api/data/users.json` in memory.
   */
  users?: readonly SeedUser[] | UserSource | AccountStore;
  corsOrigins?: string[];
  tokenTtlSeconds?: number;
  /** Clock in milliseconds, for token times and the log-in throttle. */
  now?: () => number;
  logger?: boolean;
  logLevel?: string;
  /** Where log lines go (one JSON object each); standard output when absent. */
  logStream?: { write(line: string): void };
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses and ranges. */
  trustProxy?: TrustProxySetting;
  /** The log-in throttle's limits (DEFAULT_THROTTLE_POLICY where not given). */
  loginThrottle?: Partial<LoginThrottlePolicy>;
  /** Bounds on concurrent password checks (503 when full). */
  passwordChecks?: CheckGateOptions;
  /** scrypt cost for new and upgraded hashes; tests lower it to stay fast. */
  passwordParams?: ScryptParams;
  /** Where e-mails go (verification codes); none by default, so every send fails with its reason. */
  outbox?: Outbox;
  /**
   * The e-mail of the account that reads the agency's enquiries (BETOCH_AGENCY_INBOX); none: the
   * enquiries that would go there are refused with a 503 (docs/enquiries.md).
   */
  agencyInbox?: string;
  /** Enquiries one address may send in 10 minutes (4 times as many a day); ENQUIRY_LIMITS' otherwise. */
  enquiriesPerAddress?: number;
  /** Who reads a property's viewing requests; the agency's inbox for every property by default. */
  listingRecipients?: ListingRecipients;
}

function resolveUsers(users: BuildAppOptions['users']): UserSource {
  if (users === undefined) return createMemoryUserSource(loadSeedUsers());
  return Array.isArray(users) ? createMemoryUserSource(users) : (users as UserSource);
}

/** The accounts database, when the users come from one (not a fixed list). */
function accountStore(users: UserSource): AccountStore | undefined {
  return 'create' in users && typeof users.create === 'function'
    ? (users as AccountStore)
    : undefined;
}

/**
 * Where the throttle counts: the accounts database, shared by every API process on it. A fixed
 * list of users (tests, a demo) has no database: the throttle then keeps its failures in one of
 * its own, in memory, with the same rule and code, closed with the app.
 */
function loginCounters(app: FastifyInstance, store: AccountStore | undefined): LoginCounterStore {
  if (store) return store.loginCounters;
  const own = openEmbeddedAccounts(':memory:');
  app.addHook('onClose', async () => own.close());
  return own.loginCounters;
}

/** The fields of an enquiry that say who sent it and what: never logged. */
const ENQUIRY_FIELDS = ['name', 'phone', 'email', 'subject', 'message'];

/** Builds the log-in API without listening, so tests can drive it with `app.inject`. */
export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const now = options.now ?? Date.now;
  const handleError = createErrorHandler(BODY_LIMIT_BYTES);
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(options.trustProxy ?? false),
    // Random ids, so a logged error can be matched to the X-Request-Id a user reports.
    genReqId: () => randomUUID(),
    // A malformed URL (`/api/%zz`) and the like are answered before routing, where no hook runs:
    // the API's own answer and headers, not Fastify's default that quotes the URL.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply);
      handleError(error, request, reply);
    },
    // A request Node cannot parse never reaches Fastify's handlers; answer it in the same shape.
    clientErrorHandler: (error, socket) => {
      const { code } = error as Error & { code?: string };
      if (code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
      socket.end(clientErrorResponse(code));
    },
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body.password',
              'body.password',
              'password',
              '*.password',
              'headers.authorization',
              // What a visitor writes in an enquiry (docs/enquiries.md "Privacy").
              ...ENQUIRY_FIELDS.flatMap((field) => [`req.body.${field}`, `body.${field}`]),
            ],
            censor: '[redacted]',
          },
        }
      : false,
  });

  const signingKeys = options.signingKeys ?? newSigningKey().then((key) => [key]);
  const tokens = createTokenService({
    keys: signingKeys,
    ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    now,
  });
  const gate = new CheckGate(options.passwordChecks);
  const users = resolveUsers(options.users);
  const store = accountStore(users);
  const counters = loginCounters(app, store);
  const signUps = createSignUpLimit(counters, now);
  const throttle = new LoginThrottle(counters, now, {
    ...DEFAULT_THROTTLE_POLICY,
    ...options.loginThrottle,
  });
  const passwordParams = options.passwordParams ?? DEFAULT_SCRYPT_PARAMS;

  // JSON only: without a text/plain parser a cross-site "simple" POST never reaches a handler.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: 'Not found.' } satisfies MessageBody),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply);
    return payload;
  });

  void app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // Cross-origin scripts may only read headers that are listed here.
    exposedHeaders: ['Application-Error', 'Retry-After'],
    maxAge: 600,
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  // The public halves of the signing keys: how another service checks a token (docs/accounts.md).
  app.get('/api/auth/jwks.json', async () => publicKeySet(await signingKeys));
  const outbox = options.outbox ?? noOutbox();
  const verification = store ? { store, outbox, now } : undefined;
  app.addHook('onClose', async () => outbox.close());
  void app.register(authRoutes, {
    users,
    ...(store && verification ? { accounts: store, verification } : {}),
    tokens,
    throttle,
    signUps,
    gate,
    passwordParams,
  });
  if (store && verification) {
    void app.register(verificationRoutes, { store, tokens, mail: verification });
    void app.register(enquiryRoutes, {
      store,
      tokens,
      limit: createEnquiryLimit(counters, now, enquiryLimits(options.enquiriesPerAddress)),
      outbox,
      recipients: options.listingRecipients ?? AGENCY_FOR_EVERY_LISTING,
      agencyInbox: options.agencyInbox ? normalizeEmail(options.agencyInbox) : undefined,
      now,
    });
  }

  return app;
}
