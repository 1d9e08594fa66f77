/** @jest-environment node */
import { buildApp } from './app';
import { createTestApp, postLogin, SELAM } from './test-utils';

describe('buildApp', () => {
  const app = createTestApp();

  it('answers GET /api/health with 200 {"status":"ok"}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown route with 404 {message}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on errors', async () => {
    const response = await postLogin(app, { email: 'nope' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  });

  it('refuses a token secret shorter than 32 bytes', () => {
    expect(() => buildApp({ secret: 'too-short' })).toThrow(/at least 32 bytes/);
  });
});

describe('CORS', () => {
  const app = createTestApp();

  it('allows a configured origin and exposes the error headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3004' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3004');
    expect(response.headers['access-control-expose-headers']).toBe(
      'Application-Error, Retry-After',
    );
  });

  it('gives no Access-Control-Allow-Origin to a foreign origin', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(SELAM),
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from an allowed origin with Content-Type and Authorization', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(response.headers['access-control-allow-headers']).toBe('Content-Type, Authorization');
  });

  it('uses the origins it is given instead of the defaults', async () => {
    const custom = buildApp({ corsOrigins: ['https://betoch.et'] });
    try {
      const allowed = await custom.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://betoch.et' },
      });
      const local = await custom.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://betoch.et');
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });

  it('keeps the CORS header on a 500, so the front end can read Application-Error', async () => {
    const failing = buildApp({
      users: {
        findByEmail: () => Promise.reject(new Error('boom')),
        findById: () => Promise.reject(new Error('boom')),
      },
    });
    try {
      const response = await failing.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify(SELAM),
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(response.headers['application-error']).toBeDefined();
    } finally {
      await failing.close();
    }
  });
});
