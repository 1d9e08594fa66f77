import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useNavigate } from '@betoch/shared/router';
import {
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  PASSWORD_MIN,
  SIGN_UP_FIELDS,
  notify,
  validateSignUp,
  type SignUpErrorCode,
  type SignUpField,
  type SignUpForm as SignUpValues,
} from '@betoch/shared';
import { FormField, useValidatedForm } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { useSignUp, type Refusal } from './sign-up-api';
import { isSignUpErrorCode, signUpErrorText } from './sign-up-messages';
import './sign-up.css';
import { AccountAlert } from '../session/account-alert';

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '' };

// What a browser, a password manager and a phone keyboard need to know of each field. E-mail
// addresses, numbers and passwords read left to right, in an RTL page too; none is prose.
const NOT_PROSE = { spellCheck: false, autoCapitalize: 'none', dir: 'ltr' } as const;
const CONTROLS: Record<SignUpField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { ...NOT_PROSE, type: 'email', autoComplete: 'email' },
  phone: { ...NOT_PROSE, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  password: { ...NOT_PROSE, type: 'password', autoComplete: 'new-password' },
};

/** The sign-up form: checked by the shared rules before it is sent, then the visitor is logged in. */
export function SignUpForm() {
  const { t } = useT();
  const navigate = useNavigate();
  const { signUp, busy, alert, refusals } = useSignUp();

  const form = useValidatedForm<SignUpValues, SignUpErrorCode>({
    initial: EMPTY,
    validate: validateSignUp,
    order: SIGN_UP_FIELDS,
    onValid: async (values) => {
      if (busy) return;
      if (await signUp(values)) {
        notify(t('signUp.created'), 'success');
        void navigate(MY_PROPERTIES_PATH, { replace: true });
      }
    },
  });

  // The fields the API refused: focus goes to the first, once its message is there to be read.
  const { focusField } = form;
  useEffect(() => {
    const first = SIGN_UP_FIELDS.find((field) => refusals.some((r) => r.field === field));
    if (first) focusField(first);
  }, [refusals, focusField]);

  const textOf = (field: SignUpField, code: SignUpErrorCode): string | undefined => {
    const text = signUpErrorText(field, code);
    return text ? t(text.key, text.values) : undefined;
  };
  const refusalText = ({ field, code, description }: Refusal): ReactNode => {
    const message = (isSignUpErrorCode(code) ? textOf(field, code) : undefined) ?? description;
    if (code !== 'taken') return message;
    return (
      <>
        {message} <Link to={LOGIN_PATH}>{t('signUp.takenLogIn')}</Link>
      </>
    );
  };
  const errorOf = (field: SignUpField): ReactNode => {
    const code = form.errors[field];
    if (code) return textOf(field, code);
    // An answer of the API holds only while the field keeps the value it was given for.
    const refusal = refusals.find((r) => r.field === field && r.value === form.values[field]);
    return refusal ? refusalText(refusal) : undefined;
  };
  const hintOf = (field: SignUpField): string | undefined => {
    if (field === 'phone') return t('signUp.phoneHint');
    if (field === 'password') return t('signUp.passwordHint', { min: PASSWORD_MIN });
    return undefined;
  };

  return (
    <form {...form.formProps} className="card acc-signup" aria-busy={busy}>
      {alert ? <AccountAlert message={alert.message} detail={alert.detail} /> : null}
      {SIGN_UP_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`signup-${field}`}
          label={t(`signUp.${field}`)}
          hint={hintOf(field)}
          error={errorOf(field)}
        >
          {(control) => <input {...control} {...CONTROLS[field]} {...form.bind(field)} required />}
        </FormField>
      ))}
      <button type="submit" className="btn btn--primary acc-signup__submit" disabled={busy}>
        {busy ? t('signUp.busy') : t('signUp.submit')}
      </button>
      <p className="acc-signup__switch">
        {t('signUp.haveAccount')} <Link to={LOGIN_PATH}>{t('signUp.logIn')}</Link>
      </p>
    </form>
  );
}
