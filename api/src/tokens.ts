import { errors, importJWK, SignJWT, type CryptoKey, type JWTHeaderParameters } from 'jose';
import {
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccountToken,
  type TokenClaims,
} from '@betoch/shared/server/account-token';
import { asJwk, TOKEN_ALGORITHM, type SigningKey } from './signing-keys';
import type { Account } from './users';

export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

export type { TokenClaims };

export interface TokenService {
  /** A token of `user`, saying whether its e-mail is verified (a service needs it to publish). */
  sign(user: Pick<Account, 'userId' | 'email' | 'userCode' | 'verified'>): Promise<string>;
  /** Resolves to null for any token that is malformed, forged, expired or not ours. */
  verify(token: string): Promise<TokenClaims | null>;
}

export interface TokenServiceOptions {
  /** The first signs; every one verifies (a rotation's previous key among them). */
  keys: Promise<readonly SigningKey[]> | readonly SigningKey[];
  ttlSeconds: number;
  now: () => number;
}

/** Signs and checks EdDSA JWTs whose `sub` is the user id, and whose header names the key. */
export function createTokenService({ keys, ttlSeconds, now }: TokenServiceOptions): TokenService {
  // Imported once, at the first token.
  const imported = Promise.resolve(keys).then(async (list) => {
    if (list.length === 0) throw new Error('the API has no token signing key');
    const byKid = new Map<string, CryptoKey>();
    for (const { d: _private, ...publicHalf } of list) {
      byKid.set(publicHalf.kid, (await importJWK(publicHalf, TOKEN_ALGORITHM)) as CryptoKey);
    }
    const signing = list[0] as SigningKey;
    const privateKey = (await importJWK(asJwk(signing), TOKEN_ALGORITHM)) as CryptoKey;
    return { signing, privateKey, byKid };
  });
  // Not awaited by anyone yet: a bad key is reported at the first token, not as an unhandled rejection.
  imported.catch(() => undefined);

  return {
    async sign(user) {
      const { signing, privateKey } = await imported;
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ email: user.email, userCode: user.userCode, verified: user.verified })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT', kid: signing.kid })
        .setSubject(String(user.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(privateKey);
    },

    async verify(token) {
      const { byKid } = await imported;
      const keyFor = ({ kid }: JWTHeaderParameters) => {
        const key = kid === undefined ? undefined : byKid.get(kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      };
      return verifyAccountToken(token, keyFor, now());
    },
  };
}
