import { getRuntimeConfig, messageFromError } from '@betoch/shared';

/** A verification request's answer, or the error handler's technical line when none came. */
export type VerificationAnswer = { response: Response } | { unreachable: string };

/**
 * `POST {apiBaseUrl}/api/auth/verification/{action}` with the session's token as a bearer and
 * `body` as JSON, without cookies. Never throws: no answer (network down, CORS, timeout, abort)
 * is `unreachable`.
 */
export async function postVerification(
  action: 'confirm' | 'send',
  body: Record<string, string>,
  token: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<VerificationAnswer> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  try {
    const response = await fetchImpl(`${base}/api/auth/verification/${action}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: signal ?? null,
    });
    return { response };
  } catch (error) {
    return { unreachable: messageFromError(error) };
  }
}

/** What the panel shows in an alert: a translated or the API's message, and a technical line. */
export interface VerificationAlert {
  message: string;
  detail?: string;
}
