import {
  errors,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWTHeaderParameters,
} from 'jose';
import {
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccountToken,
  type TokenClaims,
} from '@betoch/shared/server/account-token';
import { asJwk, TOKEN_ALGORITHM, type SigningKey } from './signing-keys';
import type { Account } from './users';

export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * The audience of a public form's ticket (docs/enquiries.md "Spam checks"): never the account
 * token's, so that neither passes for the other.
 */
export const FORM_TICKET_AUDIENCE = 'betoch-enquiry-form';
/** The ticket's claim of when it was issued, in milliseconds (`iat` has only seconds). */
const ISSUED_AT_MS_CLAIM = 'iatMs';

export type { TokenClaims };

export interface TokenService {
  /** A token of `user`, saying whether its e-mail is verified (a service needs it to publish). */
  sign(user: Pick<Account, 'userId' | 'email' | 'userCode' | 'verified'>): Promise<string>;
  /** Resolves to null for any token that is malformed, forged, expired or not ours. */
  verify(token: string): Promise<TokenClaims | null>;
  /** A ticket for a public form, issued now and good for `ttlSeconds`. */
  signFormTicket(ttlSeconds: number): Promise<string>;
  /**
   * When a form ticket was issued (milliseconds since 1970), or null for one that is malformed,
   * forged, expired, or another token of ours.
   */
  verifyFormTicket(ticket: string): Promise<number | null>;
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
  const keyFor = async ({ kid }: JWTHeaderParameters) => {
    const key = kid === undefined ? undefined : (await imported).byKid.get(kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };

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
      await imported;
      return verifyAccountToken(token, keyFor, now());
    },

    async signFormTicket(ttlSeconds) {
      const { signing, privateKey } = await imported;
      const at = now();
      const issuedAt = Math.floor(at / 1000);
      return new SignJWT({ [ISSUED_AT_MS_CLAIM]: at })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT', kid: signing.kid })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(FORM_TICKET_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(privateKey);
    },

    async verifyFormTicket(ticket) {
      await imported;
      try {
        const { payload } = await jwtVerify(ticket, keyFor, {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: FORM_TICKET_AUDIENCE,
          requiredClaims: ['exp', ISSUED_AT_MS_CLAIM],
          currentDate: new Date(now()),
        });
        const issuedAt = payload[ISSUED_AT_MS_CLAIM];
        return typeof issuedAt === 'number' && Number.isSafeInteger(issuedAt) ? issuedAt : null;
      } catch (error) {
        if (error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC') return null;
        throw error;
      }
    },
  };
}
