/** @jest-environment node */
import { E2E_PASSES, e2eEnvironment, passRuns, postgresServer } from './e2e';

const postgresPass = E2E_PASSES.find((pass) => pass.postgres)!;
const sitePass = E2E_PASSES[0]!;

describe('the postgres pass', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('runs last, one test at a time, on the server named, else on the unit tests’ server', () => {
    expect(E2E_PASSES.at(-1)).toBe(postgresPass);
    expect(postgresPass.args).toEqual(['--project=postgres', '--workers=1']);
    expect(postgresServer({ BETOCH_TEST_DATABASE_URL: 'postgres://a/test' })).toBe(
      'postgres://a/test',
    );
    expect(
      postgresServer({
        BETOCH_E2E_POSTGRES_URL: 'postgres://b/e2e',
        BETOCH_TEST_DATABASE_URL: 'postgres://a/test',
      }),
    ).toBe('postgres://b/e2e');
  });

  it('is skipped without a server; the other passes always run', () => {
    expect(passRuns(postgresPass, { BETOCH_TEST_DATABASE_URL: ' ' })).toBe(false);
    expect(passRuns(postgresPass, { BETOCH_TEST_DATABASE_URL: 'postgres://a/test' })).toBe(true);
    expect(E2E_PASSES.filter((pass) => !pass.postgres).every((pass) => passRuns(pass, {}))).toBe(
      true,
    );
  });

  it('alone is given the server: the other passes keep the embedded databases', () => {
    process.env.BETOCH_TEST_DATABASE_URL = 'postgres://a/test';
    process.env.BETOCH_E2E_POSTGRES_URL = 'postgres://b/e2e';
    expect(e2eEnvironment(postgresPass, '/r').BETOCH_E2E_POSTGRES_URL).toBe('postgres://b/e2e');
    expect(e2eEnvironment(sitePass, '/r').BETOCH_E2E_POSTGRES_URL).toBeUndefined();
    expect(e2eEnvironment(postgresPass, '/r').BETOCH_E2E_REPORT).toBe(
      '/r/playwright-postgres.json',
    );
  });
});
