import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters, stored with every hash so they can be raised later. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * Cost used for new hashes: OWASP's Password Storage Cheat Sheet minimum for scrypt (N=2^17, r=8,
 * p=1), about 128 MB of memory and a few hundred milliseconds per check. Older hashes are upgraded
 * on the next successful log-in (see `needsRehash`).
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

// A stored hash may ask for more than today's cost (so the cost can be raised later), but never
// for so much memory or work that one check would exhaust the server: 1 GiB is N=2^20 at r=8.
const MAX_MEMORY_BYTES = 2 ** 30;
const MAX_R = 32;
const MAX_P = 16;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptParams,
): Promise<Buffer> {
  // scrypt needs about 128 * r * (N + p) bytes, above Node's 32 MB default maxmem: allow twice that.
  const maxmem = 2 * scryptMemory({ N, r, p }) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function formatHash({ N, r, p }: ScryptParams, salt: Buffer, key: Buffer): string {
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function scryptMemory({ N, r, p }: ScryptParams): number {
  return 128 * r * (N + p);
}

function isPositiveInteger(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

/** Parses `scrypt$N$r$p$saltB64$hashB64`; returns null for anything else (including plain text). */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, nText, rText, pText, saltText, keyText] = parts;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!isPositiveInteger(N, MAX_MEMORY_BYTES) || N < 2 || (N & (N - 1)) !== 0) return null;
  if (!isPositiveInteger(r, MAX_R) || !isPositiveInteger(p, MAX_P)) return null;
  if (128 * N * r > MAX_MEMORY_BYTES) return null;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!saltText || !keyText || !base64.test(saltText) || !base64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < SALT_BYTES || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** Hashes a password with scrypt and a random 16-byte salt, in the stored string format. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, params);
  return formatHash(params, salt, key);
}

/** Checks a password against a stored hash, comparing in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash was made with a lower cost than `params`: rehash it after a log-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const current = parsed.params;
  return current.N < params.N || current.r < params.r || current.p < params.p;
}

/**
 * A well-formed hash that no password matches. Checking a password against it costs the same as a
 * real check, so an unknown e-mail answers as slowly as a wrong password.
 */
export function createDecoyHash(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): string {
  return formatHash(params, randomBytes(SALT_BYTES), randomBytes(KEY_BYTES));
}
