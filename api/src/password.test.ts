/** @jest-environment node */
import {
  createDecoyHash,
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from './password';

// The cheapest valid cost keeps these tests fast; the format and the check are the same.
const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and no plain text', async () => {
    const hash = await hashPassword('Selam#2026', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('Selam#2026');
    expect(parsePasswordHash(hash)?.salt).toHaveLength(16);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Dawit#2026', FAST);
    await expect(verifyPassword('Dawit#2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('dawit#2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const hash = await hashPassword('ሰላም-caf\u00e9', FAST);
    await expect(verifyPassword('ሰላም-cafe\u0301', hash)).resolves.toBe(true);
  });

  it('never matches the decoy hash', async () => {
    const decoy = createDecoyHash(FAST);
    expect(parsePasswordHash(decoy)).not.toBeNull();
    await expect(verifyPassword('', decoy)).resolves.toBe(false);
  });

  it.each([
    'Selam#2026',
    'scrypt$16384$8$1$c2FsdA==',
    'bcrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
    // More than 1 GiB of memory for one check (2^21 * 8 * 128 bytes).
    'scrypt$2097152$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$1048576$16$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$16384$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
  ])('refuses a stored value that is not a usable hash: %s', async (stored) => {
    expect(parsePasswordHash(stored)).toBeNull();
    await expect(verifyPassword('Selam#2026', stored)).resolves.toBe(false);
  });
});

describe('scrypt cost', () => {
  it("hashes new passwords at OWASP's minimum for scrypt: N=2^17, r=8, p=1", () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it("accepts stored hashes above today's cost, so the cost can be raised later", () => {
    for (const N of [2 ** 18, 2 ** 20]) {
      const stored = `scrypt$${N}$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==`;
      expect(parsePasswordHash(stored)?.params).toEqual({ N, r: 8, p: 1 });
    }
  });

  it('asks for a rehash only when a stored hash is cheaper than the given cost', async () => {
    const old = await hashPassword('Selam#2026', FAST);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, FAST)).toBe(false);
    expect(needsRehash(old, { ...FAST, r: 16 })).toBe(true);
    expect(needsRehash(await hashPassword('x', { N: 2048, r: 8, p: 1 }), FAST)).toBe(false);
    expect(needsRehash('not a hash')).toBe(false);
  });
});
