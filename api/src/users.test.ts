/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { verifyPassword } from './password';
import { createMemoryUserSource, DEFAULT_USERS_FILE, loadSeedUsers, parseSeedUsers } from './users';
import { DAWIT, SELAM } from './test-utils';

describe('data/users.json', () => {
  const text = readFileSync(DEFAULT_USERS_FILE, 'utf8');

  it('holds no plain password, only scrypt hashes', () => {
    expect(text).not.toContain(SELAM.password);
    expect(text).not.toContain(DAWIT.password);
    expect(text).not.toMatch(/"password"\s*:/);
    const users = loadSeedUsers();
    // Seeded at today's cost (N=2^17), so no demo account answers faster than the decoy check.
    expect(users.map((user) => user.passwordHash)).toEqual([
      expect.stringMatching(/^scrypt\$131072\$8\$1\$/),
      expect.stringMatching(/^scrypt\$131072\$8\$1\$/),
    ]);
  });

  it('seeds the two demo users with the documented passwords', async () => {
    const [selam, dawit] = loadSeedUsers();
    expect(selam).toMatchObject({
      userId: 1,
      userCode: 'U-1001',
      email: SELAM.email,
      name: 'Selam Tesfaye',
      avatar: '/assets/images/avatars/selam.svg',
    });
    expect(dawit).toMatchObject({
      userId: 2,
      userCode: 'U-1002',
      email: DAWIT.email,
      name: 'Dawit Bekele',
      avatar: '/assets/images/avatars/dawit.svg',
    });
    // Both at once: two real N=2^17 checks run side by side in libuv's pool, not one after another.
    await expect(
      Promise.all([
        verifyPassword(SELAM.password, selam?.passwordHash ?? ''),
        verifyPassword(DAWIT.password, dawit?.passwordHash ?? ''),
      ]),
    ).resolves.toEqual([true, true]);
    // Real checks at the production cost (~0.5 s of CPU each): room for a loaded 2-core machine.
  }, 20_000);
});

describe('parseSeedUsers', () => {
  const valid = {
    userId: 1,
    userCode: 'U-1',
    email: 'a@b.et',
    name: 'A',
    avatar: '/a.svg',
    passwordHash: 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==',
  };

  it('refuses a user whose password is stored in plain text', () => {
    expect(() => parseSeedUsers([{ ...valid, passwordHash: 'Selam#2026' }])).toThrow(
      /not a scrypt hash/,
    );
  });

  it('refuses repeated e-mails and malformed entries', () => {
    expect(() => parseSeedUsers([valid, { ...valid, userId: 2, email: 'A@B.et' }])).toThrow();
    expect(() => parseSeedUsers([{ ...valid, userId: '1' }])).toThrow(/userId/);
    expect(() => parseSeedUsers({ users: [] })).toThrow(/array/);
  });
});

describe('createMemoryUserSource', () => {
  it('keeps an upgraded hash for both look-ups, without touching the list it was given', async () => {
    const seed = loadSeedUsers();
    const source = createMemoryUserSource(seed);
    await source.updatePasswordHash?.(1, 'scrypt$new');
    expect((await source.findByEmail('SELAM@betoch.et'))?.passwordHash).toBe('scrypt$new');
    expect((await source.findById(1))?.passwordHash).toBe('scrypt$new');
    expect(seed[0]?.passwordHash).toMatch(/^scrypt\$131072\$/);
    await source.updatePasswordHash?.(99, 'scrypt$none');
    expect(await source.findById(99)).toBeUndefined();
  });
});
