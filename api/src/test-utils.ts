import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long';
export const SELAM = { email: 'selam@betoch.et', password: 'Selam#2026' };
export const DAWIT = { email: 'dawit@betoch.et', password: 'Dawit#2026' };

/** A controllable clock for token expiry and the throttle window. */
export function createClock(start = Date.parse('2026-03-01T09:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Builds the app with a fixed secret and closes it after the test file. */
export function createTestApp(options: BuildAppOptions = {}): FastifyInstance {
  const app = buildApp({ secret: TEST_SECRET, ...options });
  afterAll(() => app.close());
  return app;
}

export function postLogin(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export function getMe(
  app: FastifyInstance,
  authorization?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization === undefined ? {} : { authorization },
  });
}
