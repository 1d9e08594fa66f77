/** @jest-environment node */
import { SERVICE_SECRETS, takeServiceSecrets } from './service-process';

describe('takeServiceSecrets', () => {
  it('takes the services’ secrets out of the environment it is given, and hands them on', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: '/usr/bin',
      DATABASE_URL: 'postgres://betoch:password@127.0.0.1/betoch',
      PGPASSWORD: 'password',
      BETOCH_API_KEYS_FILE: '/run/secrets/betoch-api-keys.json',
    };
    const forServices = takeServiceSecrets(env);
    expect(forServices).toEqual({
      PATH: '/usr/bin',
      DATABASE_URL: 'postgres://betoch:password@127.0.0.1/betoch',
      PGPASSWORD: 'password',
      BETOCH_API_KEYS_FILE: '/run/secrets/betoch-api-keys.json',
    });
    // Left in the page server's: what is no secret (a file's path only the API can read).
    expect(env).toEqual({
      PATH: '/usr/bin',
      BETOCH_API_KEYS_FILE: '/run/secrets/betoch-api-keys.json',
    });
    expect(SERVICE_SECRETS).toEqual(['DATABASE_URL', 'PGPASSWORD']);
  });
});
