/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearerToken, createTokenVerifier } from '@betoch/shared/server/account-token';
import { buildApp } from './app';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  addKey,
  newSigningKey,
  promoteNewestKey,
  retireKeys,
  type SigningKey,
} from './signing-keys';
import { createTestUsers, FAST_SCRYPT, postLogin, SELAM } from './test-utils';

/*
 * How another service (the listings service, for publishing's writes) checks the API's tokens:
 * shared/src/server/account-token.ts, with the keys the API publishes and nothing else.
 */

async function listening(
  keys: readonly SigningKey[],
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = buildApp({
    signingKeys: keys,
    users: createTestUsers(),
    passwordParams: FAST_SCRYPT,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const tokenOf = async (app: FastifyInstance) =>
  (await postLogin(app, SELAM)).json<{ token: string }>().token;

describe('a service checking the API’s tokens with its published keys', () => {
  it('accepts the API’s tokens, refuses any other, and follows a rotation done as documented', async () => {
    const first = [await newSigningKey()];
    let api = await listening(first);
    const { port } = new URL(api.origin);
    const restart = async (keys: readonly SigningKey[]) => {
      await api.app.close();
      const app = buildApp({
        signingKeys: keys,
        users: createTestUsers(),
        passwordParams: FAST_SCRYPT,
      });
      await app.listen({ port: Number(port), host: '127.0.0.1' });
      api = { app, origin: api.origin };
    };
    // The service keeps the keys 300 ms here (ten minutes in production).
    const cacheMs = 300;
    const verifier = createTokenVerifier({ jwksUrl: `${api.origin}/api/auth/jwks.json`, cacheMs });
    try {
      const before = await tokenOf(api.app);
      // The demo accounts are verified: the token says so.
      expect(await verifier.verify(before)).toEqual({
        userId: 1,
        email: SELAM.email,
        userCode: 'U-1001',
        verified: true,
      });

      // A token of another signer, and one whose claims were altered.
      const stranger = buildApp({ users: createTestUsers(), passwordParams: FAST_SCRYPT });
      expect(await verifier.verify(await tokenOf(stranger))).toBeNull();
      await stranger.close();
      const [header, , signature] = before.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: '2', exp: 9_999_999_999 })).toString(
        'base64url',
      );
      expect(await verifier.verify(`${header}.${forged}.${signature}`)).toBeNull();

      // add, restart, wait the services' cache out, promote, restart: the new key's first token
      // is accepted at once (it was read before), and the old key's tokens still are.
      const added = await addKey(first);
      await restart(added);
      await sleep(cacheMs + 50);
      expect(await verifier.verify(before)).toMatchObject({ userId: 1 });
      const promoted = promoteNewestKey(added);
      await restart(promoted);
      expect(await verifier.verify(await tokenOf(api.app))).toMatchObject({ userId: 1 });
      expect(await verifier.verify(before)).toMatchObject({ userId: 1 });

      // retire, restart: once the service reads the keys again, the old key's tokens are refused.
      await restart(retireKeys(promoted));
      await sleep(cacheMs + 50);
      expect(await verifier.verify(before)).toBeNull();
      expect(await verifier.verify(await tokenOf(api.app))).toMatchObject({ userId: 1 });
    } finally {
      await api.app.close();
    }
  });

  it('throws, rather than refuse the token, when the keys cannot be read', async () => {
    const api = await listening([await newSigningKey()]);
    const token = await tokenOf(api.app);
    await api.app.close();
    const verifier = createTokenVerifier({ jwksUrl: `${api.origin}/api/auth/jwks.json` });
    await expect(verifier.verify(token)).rejects.toThrow();
  });

  it('reads a bearer header as the API does', () => {
    expect(bearerToken('Bearer aa.bb.cc')).toBe('aa.bb.cc');
    expect(bearerToken('bearer aa.bb.cc')).toBe('aa.bb.cc');
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Basic aa.bb.cc',
      'Bearer aa.bb',
      'Bearer a b.c.d',
    ]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});
