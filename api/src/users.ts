import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePasswordHash } from './password';

/** A user as stored in `data/users.json`: the password only as a salted scrypt hash. */
export interface SeedUser {
  userId: number;
  userCode: string;
  email: string;
  name: string;
  avatar: string;
  passwordHash: string;
}

/** A user as the API knows it: a seed user, or one who signed up (docs/accounts.md). */
export interface Account extends SeedUser {
  /** An Ethiopian mobile number as `+2519XXXXXXXX`; null for a seed user that has none. */
  phone: string | null;
  /** Whether the e-mail address was verified (the demo's seed users are). */
  verified: boolean;
}

/** What the API returns about a user: never the hash or the phone. `username` is the e-mail. */
export interface PublicUser {
  userId: number;
  userCode: string;
  username: string;
  name: string;
  avatar: string;
  verified: boolean;
}

/** Where users come from: the accounts database (account-store.ts), or a fixed list in tests. */
export interface UserSource {
  findByEmail(email: string): Promise<Account | undefined>;
  findById(userId: number): Promise<Account | undefined>;
  /** Stores a new hash of the same password (a cost upgrade); a read-only source omits it. */
  updatePasswordHash?(userId: number, passwordHash: string): Promise<void>;
}

// Resolved from this file, not the working directory, so `npx tsx api/src/main.ts` works anywhere.
export const DEFAULT_USERS_FILE = path.resolve(__dirname, '../data/users.json');

/** E-mail addresses are matched without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser(user: Account): PublicUser {
  return {
    userId: user.userId,
    userCode: user.userCode,
    username: user.email,
    name: user.name,
    avatar: user.avatar,
    verified: user.verified,
  };
}

/** A seed user as an account: verified, without a phone. */
export function seedAccount(user: SeedUser): Account {
  return { ...user, phone: null, verified: true };
}

function readString(entry: Record<string, unknown>, key: string, index: number): string {
  const value = entry[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`users[${index}].${key} must be a non-empty string`);
  }
  return value;
}

/** Validates seed data; refuses anything that is not a parsable scrypt hash, plain text included. */
export function parseSeedUsers(data: unknown): SeedUser[] {
  if (!Array.isArray(data)) throw new Error('The users file must hold a JSON array');
  const emails = new Set<string>();
  const ids = new Set<number>();
  return data.map((raw: unknown, index) => {
    if (typeof raw !== 'object' || raw === null)
      throw new Error(`users[${index}] is not an object`);
    const entry = raw as Record<string, unknown>;
    const userId = entry.userId;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) {
      throw new Error(`users[${index}].userId must be a positive integer`);
    }
    const user: SeedUser = {
      userId,
      userCode: readString(entry, 'userCode', index),
      email: normalizeEmail(readString(entry, 'email', index)),
      name: readString(entry, 'name', index),
      avatar: readString(entry, 'avatar', index),
      passwordHash: readString(entry, 'passwordHash', index),
    };
    if (!parsePasswordHash(user.passwordHash)) {
      throw new Error(`users[${index}].passwordHash is not a scrypt hash`);
    }
    if (emails.has(user.email) || ids.has(user.userId)) {
      throw new Error(`users[${index}] repeats an e-mail or userId`);
    }
    emails.add(user.email);
    ids.add(user.userId);
    return user;
  });
}

/** Reads and validates the seed users file (synchronously: it is read once at start-up). */
export function loadSeedUsers(file: string = DEFAULT_USERS_FILE): SeedUser[] {
  return parseSeedUsers(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * A user source over a fixed list, in memory: an upgraded hash lives until the process ends (the
 * seed file is never rewritten, so a running server cannot corrupt it).
 */
export function createMemoryUserSource(users: readonly SeedUser[]): UserSource {
  const accounts = users.map(seedAccount);
  const byEmail = new Map(accounts.map((user) => [normalizeEmail(user.email), user]));
  const byId = new Map(accounts.map((user) => [user.userId, user]));
  return {
    findByEmail: (email) => Promise.resolve(byEmail.get(normalizeEmail(email))),
    findById: (userId) => Promise.resolve(byId.get(userId)),
    updatePasswordHash: (userId, passwordHash) => {
      const user = byId.get(userId);
      if (user) {
        const updated = { ...user, passwordHash };
        byId.set(userId, updated);
        byEmail.set(normalizeEmail(user.email), updated);
      }
      return Promise.resolve();
    },
  };
}
