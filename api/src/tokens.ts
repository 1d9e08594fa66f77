import { errors, jwtVerify, SignJWT } from 'jose';
import type { SeedUser } from './users';

export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const ISSUER = 'betoch-api';
const AUDIENCE = 'betoch-web';
const ALGORITHM = 'HS256';

/** What a valid token says about its holder. */
export interface TokenClaims {
  userId: number;
  email: string;
  userCode: string;
}

export interface TokenService {
  sign(user: SeedUser): Promise<string>;
  /** Resolves to null for any token that is malformed, forged, expired or not ours. */
  verify(token: string): Promise<TokenClaims | null>;
}

export interface TokenServiceOptions {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => number;
}

/** Signs and checks HS256 JWTs whose `sub` is the user id. */
export function createTokenService({ secret, ttlSeconds, now }: TokenServiceOptions): TokenService {
  return {
    async sign(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ email: user.email, userCode: user.userCode })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const { email, userCode } = payload;
        if (!Number.isSafeInteger(userId) || typeof email !== 'string') return null;
        if (typeof userCode !== 'string') return null;
        return { userId, email, userCode };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
