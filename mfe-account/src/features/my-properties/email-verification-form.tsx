import { useCallback, useEffect } from 'react';
import { FormField, useValidatedForm } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { useConfirmCode } from './confirm-code-api';
import { useSendCode } from './send-code-api';
import { formatCountdown } from './use-countdown';
import {
  validateVerificationForm,
  type VerificationForm,
  type VerificationFormError,
} from '@betoch/shared';
import { AccountAlert } from '../session/account-alert';

const EMPTY: VerificationForm = { code: '' };
const ORDER = ['code'] as const;

/** Why a code is refused: by the form's rule, or by the API, which compares it with its own. */
type CodeError = VerificationFormError | 'wrong' | 'expired' | 'noCode' | 'usedUp';

const ERROR_KEYS: Record<CodeError, string> = {
  required: 'verification.errors.required',
  invalidCode: 'verification.errors.invalidCode',
  wrong: 'verification.errors.wrong',
  expired: 'verification.errors.expired',
  noCode: 'verification.errors.noCode',
  usedUp: 'verification.errors.usedUp',
};

const WAIT_ID = 'acc-verify-wait';

function isCodeError(code: string | undefined): code is CodeError {
  return code !== undefined && Object.hasOwn(ERROR_KEYS, code);
}

/**
 * The code's field, "Verify" and "Send a new code": the code is checked by the rule before it is
 * sent; a new code may be asked again once the API's wait has run out, counted down on screen.
 */
export function EmailVerificationForm({
  email,
  onVerified,
}: {
  email: string;
  onVerified: () => void;
}) {
  const { t } = useT();
  const { confirm, busy, refusal, alert, clear } = useConfirmCode(onVerified);
  const form = useValidatedForm<VerificationForm, VerificationFormError>({
    initial: EMPTY,
    validate: validateVerificationForm,
    order: ORDER,
    onValid: async ({ code }) => {
      if (!busy) await confirm(code);
    },
  });

  // A refused code: focus goes back to the field, once its message is there to be read.
  const { focusField, reset } = form;
  useEffect(() => {
    if (refusal) focusField('code');
  }, [refusal, focusField]);

  // A new code makes the typed one, and what was said of it, useless.
  const onSent = useCallback(() => {
    reset();
    clear();
  }, [reset, clear]);
  const resend = useSendCode({ email, onSent, onVerified });

  const errorText = (): string | undefined => {
    const ruleError = form.errors.code;
    if (ruleError) return t(ERROR_KEYS[ruleError]);
    // The API's answer holds only while the field keeps the code it was given for.
    if (!refusal || refusal.value !== form.values.code) return undefined;
    // A code the page has no text for: the API's own sentence.
    return isCodeError(refusal.code) ? t(ERROR_KEYS[refusal.code]) : refusal.description;
  };
  const waiting = resend.waitSeconds > 0;

  return (
    <form {...form.formProps} className="acc-verify__form" aria-busy={busy}>
      {alert ? <AccountAlert message={alert.message} detail={alert.detail} /> : null}
      <FormField id="acc-verify-code" label={t('verification.code')} error={errorText()}>
        {(control) => (
          <input
            {...control}
            {...form.bind('code')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            dir="ltr"
            required
          />
        )}
      </FormField>
      <div className="acc-verify__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('verification.busy') : t('verification.submit')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={resend.busy || waiting}
          aria-describedby={waiting ? WAIT_ID : undefined}
          onClick={() => void resend.sendCode()}
        >
          {resend.busy ? t('verification.sending') : t('verification.resend')}
        </button>
      </div>
      <p role="status" className="acc-verify__notice">
        {resend.notice}
      </p>
      {resend.alert ? (
        <AccountAlert message={resend.alert.message} detail={resend.alert.detail} />
      ) : null}
      {waiting ? (
        <p id={WAIT_ID} className="acc-verify__wait muted">
          {t('verification.resendIn', { time: formatCountdown(resend.waitSeconds) })}
        </p>
      ) : null}
    </form>
  );
}
