import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { MessageBody } from './http-errors';
import { formatRetryMessage, type LoginThrottle } from './login-throttle';
import { validateLoginBody } from './login-validation';
import { createDecoyHash, verifyPassword } from './password';
import type { TokenService } from './tokens';
import { toPublicUser, type PublicUser, type UserSource } from './users';

export interface AuthRoutesOptions {
  users: UserSource;
  tokens: TokenService;
  throttle: LoginThrottle;
}

export interface LoginResponse extends PublicUser {
  token: string;
}

export const BAD_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or is not valid. Please sign in again.';

// Compact JWS: three base64url segments.
const BEARER_PATTERN = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

function unauthorized(reply: FastifyReply, message: string, tokenWasSent: boolean) {
  const challenge = tokenWasSent ? 'Bearer error="invalid_token"' : 'Bearer';
  return reply
    .code(401)
    .header('WWW-Authenticate', challenge)
    .send({ message } satisfies MessageBody);
}

/** `POST /api/auth/login` and `GET /api/auth/me`. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { users, tokens, throttle },
) => {
  const decoyHash = createDecoyHash();

  app.post('/api/auth/login', async (request, reply) => {
    const status = throttle.check(request.ip);
    if (status.blocked) {
      return reply
        .code(429)
        .header('Retry-After', String(status.retryAfterSeconds))
        .send({ message: formatRetryMessage(status.retryAfterSeconds) } satisfies MessageBody);
    }

    const validation = validateLoginBody(request.body);
    if (!validation.ok) return reply.code(400).send(validation.errors);

    const { email, password } = validation.value;
    const user = await users.findByEmail(email);
    // An unknown e-mail still pays for a full scrypt check, so timing does not reveal which it was.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
    if (!user || !passwordMatches) {
      throttle.recordFailure(request.ip);
      return reply.code(401).send({ message: BAD_CREDENTIALS_MESSAGE } satisfies MessageBody);
    }

    const body: LoginResponse = { token: await tokens.sign(user), ...toPublicUser(user) };
    return reply.code(200).send(body);
  });

  app.get('/api/auth/me', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) return unauthorized(reply, SIGN_IN_REQUIRED_MESSAGE, false);
    const token = BEARER_PATTERN.exec(header)?.[1];
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await users.findById(claims.userId) : undefined;
    if (!user) return unauthorized(reply, SESSION_EXPIRED_MESSAGE, true);
    return reply.code(200).send(toPublicUser(user));
  });
};
