import { useCallback, useState } from 'react';
import {
  expireSession,
  handleHttpError,
  notify,
  readResponseBody,
  useSessionStore,
} from '@betoch/shared';
import type { LoginPayload } from '@betoch/shared';
import { useT } from '../../i18n';
import { sessionFromAnswer } from '../session/session-answer';
import { fieldProblemsOf } from '../session/field-problems';
import { useAccountRequest } from '../session/use-account-request';
import { normalizeVerificationCode } from '@betoch/shared';
import { postVerification, type VerificationAlert } from './verification-request';

/** What the API answered a code. */
export type ConfirmResult =
  /**
   * 200 (the account, now verified), or 409: it already was. A 200 carries a new session whose
   * token says the account is verified (what publishing is checked by).
   */
  | { kind: 'verified'; session?: LoginPayload }
  /** The code was refused: `code` says why (`wrong`, `expired`, `noCode`, `usedUp`…). */
  | { kind: 'refusedCode'; code: string | undefined; description: string }
  /** 401: the token is no longer valid. */
  | { kind: 'expired' }
  /** Any other answer: the shared error handler's message (docs/rules.md#error-handler). */
  | { kind: 'refused'; message: string }
  /** No answer at all, with the error handler's technical line. */
  | { kind: 'unreachable'; detail: string };

/**
 * `POST {apiBaseUrl}/api/auth/verification/confirm {code}` for the account of `token`. Never
 * throws. A 429 (too many wrong codes) is a refusal of the code, `usedUp`, as the API's 400 with
 * that code is: either way only a new code helps.
 */
export async function postConfirmCode(
  code: string,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<ConfirmResult> {
  const answer = await postVerification('confirm', { code }, token, signal, fetchImpl);
  if ('unreachable' in answer) return { kind: 'unreachable', detail: answer.unreachable };
  const { response } = answer;
  if (response.ok) {
    const session = sessionFromAnswer(await readResponseBody(response));
    return session ? { kind: 'verified', session } : { kind: 'verified' };
  }
  if (response.status === 409) return { kind: 'verified' };
  if (response.status === 401) return { kind: 'expired' };
  const body = await readResponseBody(response);
  const message = handleHttpError({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  if (response.status === 429) return { kind: 'refusedCode', code: 'usedUp', description: message };
  const problems = response.status === 400 ? fieldProblemsOf(body) : null;
  if (!problems) return { kind: 'refused', message };
  const onCode = problems.find((problem) => problem.field === 'code');
  if (onCode) return { kind: 'refusedCode', code: onCode.code, description: onCode.description };
  // Refused for something else than the code (the body): the API's sentences, as the sign-up does.
  return { kind: 'refused', message: problems.map((p) => p.description).join('\n') };
}

/** A code the API refused, with what was typed: its message shows until the field changes. */
export interface CodeRefusal {
  code: string | undefined;
  description: string;
  value: string;
}

/**
 * Sends the typed code (without its spaces) for the logged-in account. Verified: says so in a
 * toast and calls `onVerified`. A 401 ends the session as the session check does (the page then
 * sends the visitor to log in). Tracks `busy`, the code's `refusal` and the `alert` for the rest.
 */
export function useConfirmCode(onVerified: () => void) {
  const { t } = useT();
  const { send, busy } = useAccountRequest();
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const [alert, setAlert] = useState<VerificationAlert | null>(null);

  const clear = useCallback(() => {
    setRefusal(null);
    setAlert(null);
  }, []);

  const confirm = useCallback(
    async (typed: string): Promise<void> => {
      const { token } = useSessionStore.getState();
      if (!token) return;
      clear();
      const code = normalizeVerificationCode(typed);
      const result = await send((signal) => postConfirmCode(code, token, signal));
      if (!result) return;
      if (result.kind === 'verified') {
        // The verified token replaces the one the code was sent with, unless the visitor logged
        // out or in meanwhile.
        if (result.session && useSessionStore.getState().token === token) {
          useSessionStore.getState().login(result.session);
        }
        notify(t('verification.verified'), 'success');
        onVerified();
      } else if (result.kind === 'expired') {
        expireSession(token);
      } else if (result.kind === 'refusedCode') {
        setRefusal({ code: result.code, description: result.description, value: typed });
      } else if (result.kind === 'refused') {
        setAlert({ message: result.message });
      } else {
        setAlert({ message: t('login.unreachable'), detail: result.detail });
      }
    },
    [clear, onVerified, send, t],
  );

  return { confirm, busy, refusal, alert, clear };
}
