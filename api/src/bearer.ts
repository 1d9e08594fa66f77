import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '@betoch/shared/server/account-token';
import type { MessageBody } from './http-errors';
import type { TokenService } from './tokens';
import type { Account, UserSource } from './users';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or is not valid. Please sign in again.';

function unauthorized(reply: FastifyReply, message: string, tokenWasSent: boolean) {
  const challenge = tokenWasSent ? 'Bearer error="invalid_token"' : 'Bearer';
  return reply
    .code(401)
    .header('WWW-Authenticate', challenge)
    .send({ message } satisfies MessageBody);
}

/**
 * The account of the request's `Authorization: Bearer` token; when there is none (no token, a
 * malformed, forged or expired one, an account that is gone) the 401 is sent and undefined returned.
 */
export async function bearerAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: TokenService,
  users: UserSource,
): Promise<Account | undefined> {
  const header = request.headers.authorization;
  if (!header) {
    await unauthorized(reply, SIGN_IN_REQUIRED_MESSAGE, false);
    return undefined;
  }
  const token = bearerToken(header);
  const claims = token ? await tokens.verify(token) : null;
  const user = claims ? await users.findById(claims.userId) : undefined;
  if (!user) await unauthorized(reply, SESSION_EXPIRED_MESSAGE, true);
  return user;
}
