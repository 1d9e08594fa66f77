/** @jest-environment node */
import { SERVICE_SECRETS, takeServiceSecrets } from './service-process';

describe('takeServiceSecrets', () => {
  it('takes the services’ secrets out of the environment it is given, and hands them on', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: '/usr/bin',
      BETOCH_API_SECRET: 'a-secret-of-at-least-32-characters!!',
      DATABASE_URL: 'postgres://betoch:password@127.0.0.1/betoch',
      PGPASSWORD: 'password',
      BETOCH_API_SECRET_FILE: '/run/secrets/betoch-api',
    };
    const forServices = takeServiceSecrets(env);
    expect(forServices).toEqual({
      PATH: '/usr/bin',
      BETOCH_API_SECRET: 'a-secret-of-at-least-32-characters!!',
      DATABASE_URL: 'postgres://betoch:password@127.0.0.1/betoch',
      PGPASSWORD: 'password',
      BETOCH_API_SECRET_FILE: '/run/secrets/betoch-api',
    });
    // Left in the page server's: what is no secret (a file's path only the API can read).
    expect(env).toEqual({ PATH: '/usr/bin', BETOCH_API_SECRET_FILE: '/run/secrets/betoch-api' });
    expect(SERVICE_SECRETS).toEqual(['BETOCH_API_SECRET', 'DATABASE_URL', 'PGPASSWORD']);
  });
});
