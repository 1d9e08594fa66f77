/** Settings `main.ts` takes from the environment. */
export interface EnvConfig {
  port: number;
  host: string;
  secret: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
}

/** The shell (3000) and the account remote (3004), by either local name. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3004',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3004',
];

export const DEFAULT_PORT = 3005;
export const DEFAULT_HOST = '127.0.0.1';

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

function readList(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

/**
 * Reads PORT, HOST, BETOCH_API_SECRET, BETOCH_CORS_ORIGINS (comma-separated),
 * BETOCH_TRUST_PROXY (1/true) and BETOCH_API_LOG_LEVEL.
 */
export function readEnvConfig(env: NodeJS.ProcessEnv): EnvConfig {
  const secret = env.BETOCH_API_SECRET?.trim();
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || DEFAULT_HOST,
    secret: secret || undefined,
    corsOrigins: readList(env.BETOCH_CORS_ORIGINS, DEFAULT_CORS_ORIGINS),
    trustProxy: /^(1|true|yes)$/i.test(env.BETOCH_TRUST_PROXY ?? ''),
    // Errors only by default, so a normal start prints just the "listening" line.
    logLevel: env.BETOCH_API_LOG_LEVEL?.trim() || 'error',
  };
}

/** The address to print: `localhost` whenever the server is reachable through it. */
export function displayUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'];
  const name = local.includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
