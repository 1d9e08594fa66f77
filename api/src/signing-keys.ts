import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { TOKEN_ALGORITHM } from '@betoch/shared/server/account-token';

/*
 * The keys the API signs its tokens with (api/README.md "Tokens and their keys"): Ed25519, whose
 * private halves only the API reads, from a file of its own; their public halves are published
 * (`GET /api/auth/jwks.json`), so another service checks a token without being able to make one.
 * The first key of the file signs; every key in it verifies, which is how a rotation keeps the
 * tokens signed with the previous key valid until they expire.
 */

export { TOKEN_ALGORITHM };

/** A private signing key as the file keeps it: an OKP JWK, named by its thumbprint. */
export interface SigningKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  d: string;
  kid: string;
  alg: typeof TOKEN_ALGORITHM;
}

/** A key's public half, as published. */
export type PublicKey = Omit<SigningKey, 'd'> & { use: 'sig' };

/** The most keys a file holds: the signing one, the previous one, and one being added. */
export const MAX_KEYS = 3;

const BASE64URL = /^[A-Za-z0-9_-]{43}$/;

/** A new Ed25519 key, its `kid` the RFC 7638 thumbprint of its public half. */
export async function newSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: String(jwk.x) });
  return { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), d: String(jwk.d), kid, alg: 'EdDSA' };
}

function isSigningKey(value: unknown): value is SigningKey {
  const key = value as Partial<SigningKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    key.kty === 'OKP' &&
    key.crv === 'Ed25519' &&
    key.alg === TOKEN_ALGORITHM &&
    typeof key.x === 'string' &&
    BASE64URL.test(key.x) &&
    typeof key.d === 'string' &&
    BASE64URL.test(key.d) &&
    typeof key.kid === 'string' &&
    key.kid.length > 0
  );
}

/** The keys of a key file's text; an error that names `source` and what is wrong with it. */
export function parseSigningKeys(text: string, source: string): SigningKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${source} is not JSON: it holds {"keys": [...]}, as npm run api:keys writes it`,
    );
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new Error(`${source} holds no keys: {"keys": [...]}, as npm run api:keys writes it`);
  }
  const invalid = keys.findIndex((key) => !isSigningKey(key));
  if (invalid >= 0) {
    throw new Error(
      `${source}: key ${invalid + 1} is not an Ed25519 private key (OKP, EdDSA, kid)`,
    );
  }
  const kids = keys.map((key: SigningKey) => key.kid);
  if (new Set(kids).size !== kids.length) throw new Error(`${source}: two keys share a kid`);
  return keys as SigningKey[];
}

/** The public halves of `keys`, as `GET /api/auth/jwks.json` answers them. */
export function publicKeySet(keys: readonly SigningKey[]): { keys: PublicKey[] } {
  return { keys: keys.map(({ kty, crv, x, kid, alg }) => ({ kty, crv, x, kid, alg, use: 'sig' })) };
}

/**
 * A rotation's first step: a new key is published and verifies, but does not sign yet, so every
 * service has it before the first token it signs arrives (api/README.md "Tokens and their keys").
 */
export async function addKey(keys: readonly SigningKey[]): Promise<SigningKey[]> {
  if (keys.length >= MAX_KEYS) {
    throw new Error(`the file holds ${keys.length} keys already: retire the old ones first`);
  }
  return [...keys, await newSigningKey()];
}

/** A rotation's second step, once the services have read the new key: it signs from now on. */
export function promoteNewestKey(keys: readonly SigningKey[]): SigningKey[] {
  const newest = keys[keys.length - 1];
  return newest ? [newest, ...keys.slice(0, -1)] : [];
}

/** A rotation's last step, once the old keys' tokens have expired: only the signing key stays. */
export function retireKeys(keys: readonly SigningKey[]): SigningKey[] {
  return keys.slice(0, 1);
}

/** `keys` in a new file beside `file`, readable by its owner alone; its path. */
function writeTemporary(file: string, keys: readonly SigningKey[]): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  return temporary;
}

/** Writes `keys` to `file` readable by its owner alone, replacing it whole. */
export function writeKeyFile(file: string, keys: readonly SigningKey[]): void {
  renameSync(writeTemporary(file, keys), file);
}

/**
 * Writes `keys` to `file` only if there is no such file yet (whole, `0600`); false when another
 * process made it first.
 */
export function createKeyFile(file: string, keys: readonly SigningKey[]): boolean {
  const temporary = writeTemporary(file, keys);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The keys of `file`. A missing file is created with one new key when `mayCreate` (not in
 * production: there a missing file is an error naming the setting, as for the accounts database).
 */
export async function loadKeyFile(
  file: string,
  { mayCreate }: { mayCreate: boolean },
): Promise<SigningKey[]> {
  if (!existsSync(file)) {
    if (!mayCreate) {
      throw new Error(
        `the token signing keys ${file} (BETOCH_API_KEYS_FILE) do not exist, and they are not created in production (NODE_ENV=production): write them with npm run api:keys -- create, or set BETOCH_API_CREATE_DB=1 for the first start`,
      );
    }
    const keys = [await newSigningKey()];
    // Two processes starting together on a new file: the first one's keys are everyone's.
    if (createKeyFile(file, keys)) return keys;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`BETOCH_API_KEYS_FILE: ${file} cannot be read (${code}).`);
  }
  return parseSigningKeys(text, `BETOCH_API_KEYS_FILE ${file}`);
}

/** For jose: a key's JWK. */
export function asJwk(key: SigningKey | PublicKey): JWK {
  return { ...key };
}
