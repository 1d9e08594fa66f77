import { useCallback, useState } from 'react';
import {
  retryAfterSeconds,
  SERVER_ERROR_MESSAGE,
  getRuntimeConfig,
  handleHttpError,
  messageFromError,
  readResponseBody,
  useLanguageStore,
  useSessionStore,
  type LoginPayload,
  type SignUpField,
  type SignUpForm,
} from '@betoch/shared';
import { useT } from '../../i18n';
import { fieldProblemsOf, type FieldProblem } from '../session/field-problems';
import { retryTexts } from '../session/retry';
import { sessionFromAnswer } from '../session/session-answer';
import { useAccountRequest } from '../session/use-account-request';
import { isSignUpField } from './sign-up-messages';

/** Why a sign-up failed. */
export type SignUpFailure =
  /**
   * 400 or 409: the fields the API refused (409: the e-mail already has an account); `code` a
   * `SignUpErrorCode` when it has one.
   */
  | { kind: 'invalid'; problems: FieldProblem[] }
  /** 429 or 503: not now; `Retry-After` says when, if it can be read. */
  | { kind: 'throttled'; status: 429 | 503; retryAfterSeconds: number | undefined }
  /** Any other answer: the shared error handler's message (docs/rules.md#error-handler). */
  | { kind: 'refused'; message: string }
  /** No answer at all (network down, CORS, timeout, abort), with the handler's technical line. */
  | { kind: 'unreachable'; detail: string };

export type SignUpResult =
  { ok: true; session: LoginPayload; verified: boolean } | { ok: false; failure: SignUpFailure };

/**
 * `POST {apiBaseUrl}/api/auth/signup` with the form (name, e-mail and phone trimmed; the password
 * as typed, only ever in the body). Never throws: the answer's status gives the result's kind, and
 * a 2xx without a usable session is refused with 'Server error', as the log-in's.
 */
export async function postSignUp(
  form: SignUpForm,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<SignUpResult> {
  const url = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/api/auth/signup`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        password: form.password,
        // The verification e-mail is written in the visitor's language.
        language: useLanguageStore.getState().language,
      }),
      credentials: 'omit',
      signal: signal ?? null,
    });
  } catch (error) {
    return { ok: false, failure: { kind: 'unreachable', detail: messageFromError(error) } };
  }
  const { status } = response;
  if (status === 429 || status === 503) {
    const wait = retryAfterSeconds(response.headers.get('Retry-After'));
    return { ok: false, failure: { kind: 'throttled', status, retryAfterSeconds: wait } };
  }
  const body = await readResponseBody(response);
  if (response.ok) {
    const session = sessionFromAnswer(body);
    if (!session) return { ok: false, failure: { kind: 'refused', message: SERVER_ERROR_MESSAGE } };
    const verified = (body as { verified?: unknown }).verified === true;
    return { ok: true, session, verified };
  }
  const problems = status === 400 || status === 409 ? fieldProblemsOf(body) : null;
  if (problems) return { ok: false, failure: { kind: 'invalid', problems } };
  const message = handleHttpError({
    status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  return { ok: false, failure: { kind: 'refused', message } };
}

/** A field the API refused, with the value it refused: its message shows until the value changes. */
export interface Refusal {
  field: SignUpField;
  code: string | undefined;
  description: string;
  value: string;
}

/** What the page shows above the form: a translated or the API's message, and a technical line. */
export interface SignUpAlert {
  message: string;
  detail?: string;
}

/**
 * Signs up: sends the form, and on success stores the session as a log-in does (and only then).
 * Tracks `busy`, the fields the API refused (`refusals`) and the `alert` for the rest. `signUp`
 * resolves to true once the account is created and the visitor logged in.
 */
export function useSignUp() {
  const { t } = useT();
  const { send, busy } = useAccountRequest();
  const [alert, setAlert] = useState<SignUpAlert | null>(null);
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);

  const signUp = useCallback(
    async (form: SignUpForm): Promise<boolean> => {
      setAlert(null);
      setRefusals([]);
      const result = await send((signal) => postSignUp(form, signal));
      if (!result) return false;
      if (result.ok) {
        useSessionStore.getState().login(result.session);
        return true;
      }
      const { failure } = result;
      if (failure.kind === 'invalid') {
        const refused: Refusal[] = [];
        const others: string[] = [];
        for (const { field, code, description } of failure.problems) {
          if (isSignUpField(field)) refused.push({ field, code, description, value: form[field] });
          else others.push(description);
        }
        setRefusals(refused);
        if (others.length > 0) setAlert({ message: others.join('\n') });
      } else if (failure.kind === 'throttled') {
        const texts = retryTexts(failure.status, failure.retryAfterSeconds);
        setAlert({ message: texts.map(({ key, values }) => t(key, values)).join(' ') });
      } else if (failure.kind === 'refused') {
        setAlert({ message: failure.message });
      } else {
        setAlert({ message: t('login.unreachable'), detail: failure.detail });
      }
      return false;
    },
    [send, t],
  );

  return { signUp, busy, alert, refusals };
}
