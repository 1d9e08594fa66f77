import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccountToken,
  type TokenVerifier,
} from '../../shared/src/server/account-token';
import type { ListingDraft } from '../../shared/src/domain/listing-draft-rules';

/*
 * What publishing's tests share: tokens as the API signs them (api/README.md "Tokens and their
 * keys"), with a key pair made for the test, and a listing every rule accepts.
 */

/** An account as its token names it. */
export interface TestAccount {
  userId: number;
  userCode: string;
  email: string;
  verified: boolean;
}

export const SELLER: TestAccount = {
  userId: 3,
  userCode: 'U-1003',
  email: 'seller@example.et',
  verified: true,
};
export const OTHER_SELLER: TestAccount = {
  userId: 4,
  userCode: 'U-1004',
  email: 'other@example.et',
  verified: true,
};
export const NEW_SELLER: TestAccount = {
  userId: 5,
  userCode: 'U-1005',
  email: 'new@example.et',
  verified: false,
};

/** A key pair of the test's own, signing as the API does, and a verifier of its public half. */
export interface TestKeys {
  /** The public key set, as the API publishes it at /api/auth/jwks.json. */
  jwks: { keys: JWK[] };
  /** A token for the account, valid for `expiresIn` (seconds; negative: expired). */
  sign(account: TestAccount, expiresIn?: number): Promise<string>;
  /** Checks tokens against `jwks` without HTTP, as createTokenVerifier does against the API's. */
  verifier: TokenVerifier;
}

export async function testKeys(kid = 'test-key'): Promise<TestKeys> {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM }] };
  const keys = createLocalJWKSet(jwks);
  return {
    jwks,
    sign: ({ userId, userCode, email, verified }, expiresIn = 3_600) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, userCode, verified })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(privateKey);
    },
    verifier: { verify: (token) => verifyAccountToken(token, keys, Date.now()) },
  };
}

/**
 * A villa for sale in Yeka that every rule accepts, with a word in its English title
 * (`zebrawood`) and one in its Amharic title (`ዝግባ`) that no demo listing has.
 */
export function sampleDraft(change: Partial<ListingDraft> = {}): ListingDraft {
  return {
    deal: 'sale',
    type: 'Villa',
    price: { amount: 31_300_000, currency: 'ETB' },
    area: 320,
    beds: 4,
    baths: 3,
    city: 'Addis Ababa',
    subCity: 'Yeka',
    address: 'Behind the Megenagna roundabout, Yeka, Addis Ababa',
    location: { lat: 9.02, lng: 38.8 },
    features: ['Garden', 'Water tank'],
    title: { en: 'Four-bedroom villa with zebrawood doors', am: 'የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ' },
    description: {
      en: 'A family villa with a walled garden, a water tank and doors of zebrawood.',
      am: 'የታጠረ የአትክልት ቦታ፣ የውሃ ታንከርና የዝግባ በሮች ያሉት የቤተሰብ ቪላ።',
    },
    ...change,
  };
}

/** A part of a `multipart/form-data` body: a field's text, or a file. */
export type FormPart =
  | { field: string; value: string }
  | { file: string; bytes: Uint8Array; filename?: string; type?: string };

/** A form's parts as the publishing form sends them: the field's JSON, then each photo. */
export function listingForm(
  field: 'draft' | 'edit',
  value: unknown,
  photos: readonly Uint8Array[],
): FormPart[] {
  return [
    { field, value: JSON.stringify(value) },
    ...photos.map((bytes, i) => ({ file: 'photo', bytes, filename: `photo-${i + 1}.jpg` })),
  ];
}

/** The bytes and Content-Type of a `multipart/form-data` body, as a browser's FormData makes them. */
export async function multipartBody(
  parts: readonly FormPart[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ('field' in part) form.append(part.field, part.value);
    else {
      const blob = new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/jpeg' });
      form.append(part.file, blob, part.filename ?? 'photo.jpg');
    }
  }
  const request = new Request('http://betoch.invalid/api/listings', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('a form without its Content-Type');
  return { body: Buffer.from(await request.arrayBuffer()), contentType };
}
