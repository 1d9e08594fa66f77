import { useCallback, useState } from 'react';
import {
  SERVER_ERROR_MESSAGE,
  getRuntimeConfig,
  messageFromError,
  messageFromResponse,
  readResponseBody,
  useSessionStore,
  type LoginPayload,
} from '@betoch/shared';
import { useT } from '../../i18n';
import { sessionFromAnswer } from '../session/session-answer';
import { useAccountRequest } from '../session/use-account-request';

/** What the log-in form sends. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * Why a log-in failed: the API's own message (docs/rules.md#error-handler), or no answer at all.
 */
export type LoginFailure =
  { kind: 'refused'; message: string } | { kind: 'unreachable'; detail: string };

export type LoginResult =
  { ok: true; session: LoginPayload } | { ok: false; failure: LoginFailure };

/**
 * `POST {apiBaseUrl}/api/auth/login`. Never throws: any non-2xx gives the message of the shared
 * error handler, an unusable 200 gives 'Server error', and no answer (network down, CORS, timeout,
 * abort) gives `unreachable` with the handler's technical detail.
 */
export async function postLogin(
  credentials: Credentials,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<LoginResult> {
  const url = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/api/auth/login`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: credentials.email.trim(), password: credentials.password }),
      credentials: 'omit',
      signal: signal ?? null,
    });
  } catch (error) {
    return { ok: false, failure: { kind: 'unreachable', detail: messageFromError(error) } };
  }
  if (!response.ok) {
    return {
      ok: false,
      failure: { kind: 'refused', message: await messageFromResponse(response) },
    };
  }
  const session = sessionFromAnswer(await readResponseBody(response));
  if (!session) return { ok: false, failure: { kind: 'refused', message: SERVER_ERROR_MESSAGE } };
  return { ok: true, session };
}

/** The failure as the page shows it: the API's message, or the translated "cannot be reached". */
export interface LoginError {
  message: string;
  /** The error handler's technical line, shown small under an unreachable message. */
  detail?: string;
}

/**
 * Logs in: sends the credentials, stores the whole session on success (and only then), and tracks
 * `busy` and the `error` to show. `logIn` resolves to true once logged in.
 */
export function useLogin() {
  const { t } = useT();
  const { send, busy } = useAccountRequest();
  const [error, setError] = useState<LoginError | null>(null);

  const logIn = useCallback(
    async (credentials: Credentials): Promise<boolean> => {
      setError(null);
      const result = await send((signal) => postLogin(credentials, signal));
      if (!result) return false;
      if (result.ok) {
        useSessionStore.getState().login(result.session);
        return true;
      }
      const { failure } = result;
      setError(
        failure.kind === 'refused'
          ? { message: failure.message }
          : { message: t('login.unreachable'), detail: failure.detail },
      );
      return false;
    },
    [send, t],
  );

  return { logIn, busy, error };
}
