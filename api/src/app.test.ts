/** @jest-environment node */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { UNEXPECTED_ERROR_MESSAGE } from './http-errors';
import { buildTestApp, createTestApp, postLogin, SELAM } from './test-utils';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

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

  it.each(['/api/%zz', '/api/auth/%E0%A4%A', '/%zz?x=<script>'])(
    'answers a malformed URL (%s) itself, with the security headers and without echoing it',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request is not valid.' });
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.body).not.toMatch(/%|zz|script|FST_/);
    },
  );

  it('never echoes a framework error message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"email":"<b>@x.et"}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('<b>');
  });
});

describe('a request that is not even valid HTTP', () => {
  const app = createTestApp();

  function sendRaw(port: number, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it("gets the API's {message} and security headers, nothing of what was sent", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await sendRaw(
      port,
      'GET /api/<script> HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    );
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toContain('X-Content-Type-Options: nosniff');
    expect(head).toContain("Content-Security-Policy: default-src 'none'; frame-ancestors 'none'");
    expect(head).toContain('Cache-Control: no-store');
    expect(JSON.parse(body ?? '')).toEqual({ message: 'The request is not valid.' });
    expect(answer).not.toContain('script');
  });
});

describe('logging', () => {
  it('logs an unexpected 500 with the request id the response carries, never the details to the client', async () => {
    const lines: string[] = [];
    const app = buildTestApp({
      logger: true,
      logLevel: 'error',
      logStream: { write: (line) => lines.push(line) },
      users: {
        findByEmail: () => Promise.reject(new Error('users-db at 10.1.2.3 refused')),
        findById: () => Promise.reject(new Error('users-db at 10.1.2.3 refused')),
      },
    });
    try {
      const response = await postLogin(app, SELAM);
      expect(response.statusCode).toBe(500);
      expect(response.headers['application-error']).toBe(UNEXPECTED_ERROR_MESSAGE);
      expect(response.body).not.toContain('10.1.2.3');
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const logged = entries.find((entry) => entry.reqId === requestId);
      expect(logged).toMatchObject({
        level: 50,
        msg: 'Unexpected error',
        err: { message: 'users-db at 10.1.2.3 refused' },
      });
      expect(lines.join('\n')).not.toContain(SELAM.password);
    } finally {
      await app.close();
    }
  });

  it('gives every response its own request id', async () => {
    const app = buildTestApp();
    try {
      const [a, b] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/health' }),
        app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(a?.headers['x-request-id']).toBeDefined();
      expect(a?.headers['x-request-id']).not.toBe(b?.headers['x-request-id']);
    } finally {
      await app.close();
    }
  });
});

describe('client address behind a proxy', () => {
  /** Six wrong passwords through a proxy at 10.0.0.2: is the sixth refused as the same client? */
  async function sixthRefused(
    app: ReturnType<typeof buildTestApp>,
    forwardedFor: (i: number) => string,
    email = SELAM.email,
  ): Promise<boolean> {
    const wrong = { email, password: 'wrong-password' };
    let status = 0;
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
        payload: JSON.stringify(wrong),
      });
      status = response.statusCode;
    }
    return status === 429;
  }

  it.each([
    ['a hop count', { hops: 1 } as const],
    ['the proxy range', { ranges: ['10.0.0.0/8'] }],
  ])('with %s, takes the address the proxy saw, not the left-most one', async (_, trustProxy) => {
    const app = buildTestApp({ trustProxy });
    try {
      // A client writing a new left-most entry each time is still the same client…
      expect(await sixthRefused(app, (i) => `6.6.6.${i}, 196.188.9.9`)).toBe(true);
      // …and six clients the proxy saw are six clients.
      expect(await sixthRefused(app, (i) => `6.6.6.6, 196.188.8.${i}`, 'dawit@betoch.et')).toBe(
        false,
      );
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = buildTestApp();
    try {
      expect(await sixthRefused(app, (i) => `196.188.7.${i}`)).toBe(true);
    } finally {
      await app.close();
    }
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
