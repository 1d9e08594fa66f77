import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/*
 * The account token as the API signs it and every other service reads it (api/README.md "Tokens
 * and their keys"): an EdDSA JWT of issuer `betoch-api` and audience `betoch-web` whose `sub` is
 * the user id, with `email`, `userCode` and `verified`. Written once here, so the API and the services that check its tokens agree.
 */

export const TOKEN_ALGORITHM = 'EdDSA';
export const TOKEN_ISSUER = 'betoch-api';
export const TOKEN_AUDIENCE = 'betoch-web';

/** What a valid token says about its holder. */
export interface TokenClaims {
  userId: number;
  email: string;
  userCode: string;
  /**
   * The account's e-mail was verified when the token was signed (a first listing goes live only
   * then); the API signs a new token when the account is verified.
   */
  verified: boolean;
}

/** The claims of a verified payload, or null when one is missing or of the wrong type. */
export function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const userId = Number(payload.sub);
  const { email, userCode } = payload;
  if (!Number.isSafeInteger(userId) || typeof email !== 'string') return null;
  if (typeof userCode !== 'string') return null;
  return { userId, email, userCode, verified: payload.verified === true };
}

/** The token of an `Authorization: Bearer …` header (a compact JWS: three base64url parts), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface TokenVerifierOptions {
  /** The API's published keys, `GET /api/auth/jwks.json`. */
  jwksUrl: string;
  /** How long a fetch of the keys may take. */
  timeoutMs?: number;
  /**
   * How long the keys are kept before they are fetched again: a key the API adds is used only
   * after every service has had this long to read it (api/README.md "Tokens and their keys").
   */
  cacheMs?: number;
  now?: () => number;
}

/** What a service keeps the API's keys for, at most: a rotation waits this long before it signs with a new one. */
export const KEYS_CACHE_MS = 10 * 60_000;

export interface TokenVerifier {
  /**
   * The claims of a token the API signed with one of its published keys, for this audience and
   * not expired; null for any other token. Throws only when the keys cannot be fetched (the
   * service then answers 503, not 401: the token may be good).
   */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * Checks the API's tokens with its public keys alone: fetched once, kept `cacheMs` (ten minutes),
 * and fetched again, at most every 30 s, when a token names a key not among them.
 */
export function createTokenVerifier({
  jwksUrl,
  timeoutMs = 2_000,
  cacheMs = KEYS_CACHE_MS,
  now = Date.now,
}: TokenVerifierOptions): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: timeoutMs,
    cooldownDuration: Math.min(30_000, cacheMs),
    cacheMaxAge: cacheMs,
  });
  return { verify: (token) => verifyAccountToken(token, keys, now()) };
}

/**
 * The claims of `token` checked with `keys` (the API's own, or its published ones) at `now`: its
 * signature, algorithm, issuer, audience and expiry. Null for a token that fails any of them;
 * throws when the keys could not be read or are not a key set (not the token's fault).
 */
export async function verifyAccountToken(
  token: string,
  keys: JWTVerifyGetKey,
  now: number,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    return claimsOf(payload);
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error;
    if (error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC') return null;
    throw error;
  }
}
