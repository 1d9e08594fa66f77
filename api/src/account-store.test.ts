/** @jest-environment node */
import { hasSqlite } from '@betoch/shared/server/migrations';
import { freshSchema, testDatabaseUrl } from '@betoch/shared/server/test-schema';
import {
  openEmbeddedAccounts,
  openPostgresAccounts,
  type AccountStore,
  type AccountStoreOptions,
  type NewAccount,
} from './account-store';
import { createTestUsers } from './test-utils';

/*
 * The accounts database on both engines: the embedded one (node:sqlite) and the Postgres server of
 * BETOCH_TEST_DATABASE_URL (set by `npm test` in CI), each in a fresh database or schema.
 */

interface Engine {
  name: string;
  open(
    options?: AccountStoreOptions,
  ): Promise<{ store: AccountStore; reopen(): Promise<AccountStore>; drop(): Promise<void> }>;
}

const embedded: Engine = {
  name: 'embedded',
  open(options) {
    // One in-memory database per test; reopening it means the same object.
    const store = openEmbeddedAccounts(':memory:', options);
    return Promise.resolve({
      store,
      reopen: () => Promise.resolve(store),
      drop: () => store.close(),
    });
  },
};

function postgres(base: string): Engine {
  return {
    name: 'Postgres',
    async open(options) {
      const schema = await freshSchema(base);
      const opened: AccountStore[] = [];
      const open = async () => {
        const store = await openPostgresAccounts(schema.url, options);
        opened.push(store);
        return store;
      };
      const store = await open();
      return {
        store,
        reopen: open,
        async drop() {
          await Promise.all(opened.map((each) => each.close()));
          await schema.drop();
        },
      };
    },
  };
}

const url = testDatabaseUrl();
const engines: Engine[] = [...(hasSqlite() ? [embedded] : []), ...(url ? [postgres(url)] : [])];
if (!url)
  console.warn('account-store tests on Postgres skipped: BETOCH_TEST_DATABASE_URL is not set');

const hirut: NewAccount = {
  name: 'Hirut Alemu',
  email: 'hirut@example.et',
  phone: '+251911482630',
  avatar: '/assets/images/avatars/member.svg',
  passwordHash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
};

describe.each(engines.map((engine) => [engine.name, engine] as const))(
  'accounts (%s)',
  (_, engine) => {
    let opened: Awaited<ReturnType<Engine['open']>>;
    afterEach(() => opened.drop());

    it('holds the seed users, verified, and numbers new accounts after them', async () => {
      opened = await engine.open({ seed: createTestUsers(), now: () => 1_000 });
      const { store } = opened;
      expect(await store.findByEmail('SELAM@betoch.et ')).toMatchObject({
        userId: 1,
        userCode: 'U-1001',
        name: 'Selam Tesfaye',
        verified: true,
        phone: null,
      });
      const created = await store.create(hirut);
      expect(created).toMatchObject({
        userId: 3,
        userCode: 'U-1003',
        email: 'hirut@example.et',
        phone: '+251911482630',
        verified: false,
      });
      expect(await store.findById(3)).toEqual(created);
    });

    it('refuses a second account for one e-mail, and stores nothing of it', async () => {
      opened = await engine.open();
      const { store } = opened;
      await store.create(hirut);
      expect(await store.create({ ...hirut, name: 'Someone Else' })).toBe('taken');
      expect((await store.findByEmail(hirut.email))?.name).toBe('Hirut Alemu');
      expect(await store.findById(2)).toBeUndefined();
    });

    it('seeds only a database that holds no account, once', async () => {
      opened = await engine.open({ seed: createTestUsers() });
      await opened.store.create(hirut);
      const again = await opened.reopen();
      expect(await again.findByEmail('dawit@betoch.et')).toMatchObject({ userId: 2 });
      expect(await again.findByEmail(hirut.email)).toMatchObject({ userId: 3 });
    });

    it('starts with no account when given no seed (production)', async () => {
      opened = await engine.open({ seed: [] });
      expect(await opened.store.findByEmail('selam@betoch.et')).toBeUndefined();
      expect(await opened.store.create(hirut)).toMatchObject({ userId: 1, userCode: 'U-1001' });
    });

    it('stores an upgraded password hash', async () => {
      opened = await engine.open({ seed: createTestUsers() });
      await opened.store.updatePasswordHash(2, 'scrypt$2048$8$1$c2FsdA==$aGFzaA==');
      expect((await opened.store.findById(2))?.passwordHash).toBe(
        'scrypt$2048$8$1$c2FsdA==$aGFzaA==',
      );
    });
  },
);

const describePostgres = url ? describe : describe.skip;

describePostgres('accounts on one Postgres database shared by two API processes', () => {
  it('migrates and seeds once when both start together, and sees each other’s sign-ups', async () => {
    const schema = await freshSchema(url as string);
    const stores = await Promise.all([
      openPostgresAccounts(schema.url, { seed: createTestUsers() }),
      openPostgresAccounts(schema.url, { seed: createTestUsers() }),
    ]);
    try {
      const [a, b] = stores;
      const created = await a.create(hirut);
      expect(await b.findByEmail(hirut.email)).toEqual(created);
      expect(await b.create(hirut)).toBe('taken');
      expect(await b.findById(3)).toMatchObject({ email: hirut.email });
      expect(await b.findById(4)).toBeUndefined();
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await schema.drop();
    }
  });
});
