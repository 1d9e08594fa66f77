import { useCallback, useState } from 'react';
import {
  retryAfterSeconds,
  expireSession,
  handleHttpError,
  notify,
  readResponseBody,
  useLanguageStore,
  useSessionStore,
  type Language,
} from '@betoch/shared';
import { useT } from '../../i18n';
import { retryTexts } from '../session/retry';
import { useAccountRequest } from '../session/use-account-request';
import { useCountdown } from './use-countdown';
import { postVerification, type VerificationAlert } from './verification-request';

/** What the API answered a request for a new code. */
export type SendResult =
  /** 202: the code is on its way; another may be asked after `resendAfterSeconds`. */
  | { kind: 'sent'; resendAfterSeconds: number | undefined }
  /** 429: asked too often; `Retry-After` says when again, if it can be read. */
  | { kind: 'throttled'; retryAfterSeconds: number | undefined }
  /** 409: the e-mail is already verified. */
  | { kind: 'verified' }
  /** 503: the e-mail could not be sent. */
  | { kind: 'mailFailed' }
  /** 401: the token is no longer valid. */
  | { kind: 'expired' }
  /** Any other answer: the shared error handler's message (docs/rules.md#error-handler). */
  | { kind: 'refused'; message: string }
  /** No answer at all, with the error handler's technical line. */
  | { kind: 'unreachable'; detail: string };

/** A whole number of seconds to wait, from a 202's `resendAfterSeconds`; undefined if none. */
function secondsOf(body: unknown): number | undefined {
  const value = (body as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}

/**
 * `POST {apiBaseUrl}/api/auth/verification/send {language}` for the account of `token`: the API
 * e-mails a new code, written in `language`. Never throws.
 */
export async function postSendCode(
  language: Language,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<SendResult> {
  const answer = await postVerification('send', { language }, token, signal, fetchImpl);
  if ('unreachable' in answer) return { kind: 'unreachable', detail: answer.unreachable };
  const { response } = answer;
  const { status } = response;
  if (status === 401) return { kind: 'expired' };
  if (status === 409) return { kind: 'verified' };
  if (status === 503) return { kind: 'mailFailed' };
  if (status === 429) {
    return {
      kind: 'throttled',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    };
  }
  const body = await readResponseBody(response);
  if (response.ok) return { kind: 'sent', resendAfterSeconds: secondsOf(body) };
  const message = handleHttpError({
    status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  return { kind: 'refused', message };
}

interface SendCodeOptions {
  /** The account's e-mail address, named in the notice that a code is on its way. */
  email: string;
  /** Called once a new code is on its way (the old one is of no use any more). */
  onSent: () => void;
  /** Called when the API says the e-mail is already verified. */
  onVerified: () => void;
}

/**
 * Asks for a new code in the visitor's language. Tracks `busy`, the `notice` that it is on its way,
 * the `alert` of a failure, and `waitSeconds`: how long "Send a new code" stays disabled (the
 * 202's `resendAfterSeconds`, or a 429's `Retry-After`), counted down each second.
 */
export function useSendCode({ email, onSent, onVerified }: SendCodeOptions) {
  const { t } = useT();
  const { send, busy } = useAccountRequest();
  const { secondsLeft, start } = useCountdown();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<VerificationAlert | null>(null);

  const sendCode = useCallback(async (): Promise<void> => {
    const { token } = useSessionStore.getState();
    if (!token) return;
    setNotice(null);
    setAlert(null);
    const { language } = useLanguageStore.getState();
    const result = await send((signal) => postSendCode(language, token, signal));
    if (!result) return;
    if (result.kind === 'sent') {
      setNotice(t('verification.sent', { email }));
      if (result.resendAfterSeconds) start(result.resendAfterSeconds);
      onSent();
    } else if (result.kind === 'throttled') {
      const texts = retryTexts(429, result.retryAfterSeconds);
      // With a wait to tell, the countdown tells it; without one, "try again in a moment".
      const shown = result.retryAfterSeconds ? texts.slice(0, 1) : texts;
      setAlert({ message: shown.map(({ key, values }) => t(key, values)).join(' ') });
      if (result.retryAfterSeconds) start(result.retryAfterSeconds);
    } else if (result.kind === 'verified') {
      notify(t('verification.verified'), 'success');
      onVerified();
    } else if (result.kind === 'mailFailed') {
      setAlert({ message: `${t('verification.mailFailed')} ${t('retry.later')}` });
    } else if (result.kind === 'expired') {
      expireSession(token);
    } else if (result.kind === 'refused') {
      setAlert({ message: result.message });
    } else {
      setAlert({ message: t('login.unreachable'), detail: result.detail });
    }
  }, [email, onSent, onVerified, send, start, t]);

  return { sendCode, busy, notice, alert, waitSeconds: secondsLeft };
}
