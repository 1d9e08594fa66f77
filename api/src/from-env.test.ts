/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildAppFromEnv } from './from-env';
import { createTestUsers, FAST_SCRYPT, getMe, postLogin, SELAM } from './test-utils';

const ENV = {
  BETOCH_API_SECRET: 'a-deployment-secret-that-is-32-bytes-or-more',
  BETOCH_CORS_ORIGINS: 'https://betoch.et',
  BETOCH_TRUST_PROXY: '10.0.0.0/8',
};

describe('buildAppFromEnv (what npm start and npm run dev run)', () => {
  const apps: FastifyInstance[] = [];
  const build = (env: NodeJS.ProcessEnv) => {
    const app = buildAppFromEnv(env, {
      users: createTestUsers(),
      passwordParams: FAST_SCRYPT,
      logger: false,
    });
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('signs with BETOCH_API_SECRET, so a token outlives a restart', async () => {
    const { token } = (await postLogin(build(ENV), SELAM)).json<{ token: string }>();
    const restarted = build(ENV);
    expect((await getMe(restarted, `Bearer ${token}`)).statusCode).toBe(200);
    expect((await getMe(build({}), `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('allows the origins of BETOCH_CORS_ORIGINS only', async () => {
    const app = build(ENV);
    const ask = (origin: string) =>
      app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect((await ask('https://betoch.et')).headers['access-control-allow-origin']).toBe(
      'https://betoch.et',
    );
    expect((await ask('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      undefined,
    );
  });

  it('believes X-Forwarded-For only from the proxies of BETOCH_TRUST_PROXY', async () => {
    const app = build(ENV);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `196.188.3.${i}` },
        payload: JSON.stringify({ ...SELAM, password: 'wrong' }),
      });
      statuses.push(response.statusCode);
    }
    // Six clients behind the proxy, not one address failing six times.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('refuses to start with a trust setting that would believe any client', () => {
    expect(() => build({ BETOCH_TRUST_PROXY: 'true' })).toThrow(/BETOCH_TRUST_PROXY/);
  });
});
