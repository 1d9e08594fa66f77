import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { DEFAULT_CORS_ORIGINS } from './config';
import { createErrorHandler, type MessageBody } from './http-errors';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './tokens';
import { createMemoryUserSource, loadSeedUsers, type SeedUser, type UserSource } from './users';

/** A log-in body is two short strings; anything larger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 10 * 1024;

const MIN_SECRET_BYTES = 32;

export interface BuildAppOptions {
  /** HS256 key; a random 32-byte one when absent (tokens then die with the process). */
  secret?: Uint8Array | string;
  /** Seed users, or a source to look them up in; defaults to `api/data/users.json`. */
  users?: readonly SeedUser[] | UserSource;
  corsOrigins?: string[];
  tokenTtlSeconds?: number;
  /** Clock in milliseconds, for token times and the log-in throttle. */
  now?: () => number;
  logger?: boolean;
  logLevel?: string;
  /** Take the client address from X-Forwarded-For; only behind a proxy you control. */
  trustProxy?: boolean;
  loginThrottle?: Omit<LoginThrottleOptions, 'now'>;
}

function resolveSecret(secret: Uint8Array | string | undefined): Uint8Array {
  if (secret === undefined) return new Uint8Array(randomBytes(MIN_SECRET_BYTES));
  const bytes = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes long.`);
  }
  return bytes;
}

function resolveUsers(users: BuildAppOptions['users']): UserSource {
  if (users === undefined) return createMemoryUserSource(loadSeedUsers());
  return Array.isArray(users) ? createMemoryUserSource(users) : (users as UserSource);
}

/** Builds the log-in API without listening, so tests can drive it with `app.inject`. */
export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const now = options.now ?? Date.now;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body.password',
              'body.password',
              'password',
              '*.password',
              'headers.authorization',
            ],
            censor: '[redacted]',
          },
        }
      : false,
  });

  const tokens = createTokenService({
    secret: resolveSecret(options.secret),
    ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    now,
  });
  const throttle = new LoginThrottle({ ...options.loginThrottle, now });
  const users = resolveUsers(options.users);

  // JSON only: without a text/plain parser a cross-site "simple" POST never reaches a handler.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(createErrorHandler(BODY_LIMIT_BYTES));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: 'Not found.' } satisfies MessageBody),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
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
  void app.register(authRoutes, { users, tokens, throttle });

  return app;
}
