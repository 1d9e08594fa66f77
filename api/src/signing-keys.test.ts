/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import {
  addKey,
  createKeyFile,
  loadKeyFile,
  MAX_KEYS,
  newSigningKey,
  parseSigningKeys,
  promoteNewestKey,
  publicKeySet,
  retireKeys,
  writeKeyFile,
} from './signing-keys';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@betoch/shared/server/account-token';
import { createTokenService } from './tokens';
import { buildTestApp, createClock, postLogin, SELAM } from './test-utils';

const USER = { userId: 1, email: 'selam@betoch.et', userCode: 'U-1001', verified: false };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-keys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the signing keys', () => {
  it('are Ed25519, named by their thumbprint, and published without their private half', async () => {
    const key = await newSigningKey();
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const published = publicKeySet([key]);
    expect(published).toEqual({
      keys: [{ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', x: key.x, kid: key.kid }],
    });
    expect(JSON.stringify(published)).not.toContain(key.d);
  });

  it('are created readable by their owner alone where that is allowed, and refused missing in production', async () => {
    const file = path.join(dir, 'data', 'signing-keys.json');
    await expect(loadKeyFile(file, { mayCreate: false })).rejects.toThrow(
      /signing-keys\.json \(BETOCH_API_KEYS_FILE\) do not exist, and they are not created in production/,
    );
    const created = await loadKeyFile(file, { mayCreate: true });
    expect(created).toHaveLength(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The same keys at the next start.
    expect(await loadKeyFile(file, { mayCreate: false })).toEqual(created);
  });

  it('are one set when two processes create the file at once', async () => {
    const file = path.join(dir, 'signing-keys.json');
    const [a, b] = await Promise.all([
      loadKeyFile(file, { mayCreate: true }),
      loadKeyFile(file, { mayCreate: true }),
    ]);
    expect(a).toEqual(b);
    expect(parseSigningKeys(readFileSync(file, 'utf8'), file)).toEqual(a);
    expect(createKeyFile(file, [await newSigningKey()])).toBe(false);
  });

  it('say what is wrong with a file that is not a key set', () => {
    expect(() => parseSigningKeys('{', 'the file')).toThrow('the file is not JSON');
    expect(() => parseSigningKeys('{"keys":[]}', 'the file')).toThrow('the file holds no keys');
    expect(() => parseSigningKeys('{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}', 'the file')).toThrow(
      'the file: key 1 is not an Ed25519 private key',
    );
  });

  it('rotate in three steps: add (published, not signing), promote, retire; at most three', async () => {
    const first = [await newSigningKey()];
    const added = await addKey(first);
    expect(added[0]).toEqual(first[0]);
    expect(added).toHaveLength(2);
    const promoted = promoteNewestKey(added);
    expect(promoted.map((key) => key.kid)).toEqual([added[1]?.kid, first[0]?.kid]);
    expect(retireKeys(promoted)).toEqual([added[1]]);
    const full = await addKey(promoted);
    expect(full).toHaveLength(MAX_KEYS);
    await expect(addKey(full)).rejects.toThrow('retire the old ones first');
  });
});

describe('tokens across a rotation', () => {
  it('a token of the previous key verifies until that key is retired, and only then fails', async () => {
    const clock = createClock();
    const old = [await newSigningKey()];
    const before = createTokenService({ keys: old, ttlSeconds: 7200, now: clock.now });
    const token = await before.sign(USER);

    const rotated = promoteNewestKey(await addKey(old));
    const after = createTokenService({ keys: rotated, ttlSeconds: 7200, now: clock.now });
    expect(await after.verify(token)).toEqual({ ...USER });
    const fresh = await after.sign(USER);
    expect(JSON.parse(Buffer.from(fresh.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      kid: rotated[0]?.kid,
    });

    const retired = createTokenService({
      keys: retireKeys(rotated),
      ttlSeconds: 7200,
      now: clock.now,
    });
    expect(await retired.verify(token)).toBeNull();
    expect(await retired.verify(fresh)).not.toBeNull();
  });

  it('another service checks a token with the published keys alone', async () => {
    const app = buildTestApp();
    try {
      const { token } = (await postLogin(app, SELAM)).json<{ token: string }>();
      const published = (await app.inject({ method: 'GET', url: '/api/auth/jwks.json' })).json();
      expect(JSON.stringify(published)).not.toMatch(/"d"/);
      const { payload } = await jwtVerify(token, createLocalJWKSet(published), {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: ['EdDSA'],
      });
      expect(payload).toMatchObject({ sub: '1', email: SELAM.email });
    } finally {
      await app.close();
    }
  });
});

describe('npm run api:keys', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  const tsxCli = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [tsxCli, 'api/src/keys-main.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, BETOCH_API_KEYS_FILE: path.join(dir, 'keys.json') },
    });

  it('creates, rotates and retires the file, printing no private half', () => {
    const file = path.join(dir, 'keys.json');
    expect(run('create')).toMatch(/created, signing with [A-Za-z0-9_-]{43}/);
    expect(run('add')).toMatch(/added \S+; still signing with \S+/);
    expect(run('promote')).toMatch(/signing with \S+; still verifying \S+/);
    const keys = parseSigningKeys(readFileSync(file, 'utf8'), file);
    expect(keys).toHaveLength(2);
    const shown = run('show');
    for (const key of keys) expect(shown).not.toContain(key.d);
    expect(run('retire')).toContain(`only ${keys[0]?.kid} left`);
    writeKeyFile(file, keys);
    expect(() => run('create')).toThrow();
  }, 30_000);
});

it('writes a key file whole, never half (a reader sees the old file or the new one)', async () => {
  const file = path.join(dir, 'keys.json');
  writeFileSync(file, 'old');
  writeKeyFile(file, [await newSigningKey()]);
  expect(parseSigningKeys(readFileSync(file, 'utf8'), file)).toHaveLength(1);
});
