import { Link, useNavigate, useSearchParams } from '@betoch/shared/router';
import { RETURN_TO_PARAM, SIGN_UP_PATH, safeReturnTo } from '@betoch/shared';
import { FormField, useValidatedForm } from '@betoch/shared/ui';
import { validateLoginForm, type LoginForm as LoginValues } from './login-form-rules';
import { useLogin } from './login-api';
import { useT } from '../../i18n';
import { DEMO_ACCOUNT } from './demo-account';
import { DemoHint } from './demo-hint';
import './login.css';
import { AccountAlert } from '../session/account-alert';

const EMPTY: LoginValues = { email: '', password: '' };
const ORDER = ['email', 'password'] as const;

const ERROR_KEYS = {
  email: {
    required: 'login.errors.emailRequired',
    invalidEmail: 'login.errors.emailInvalid',
    tooLong: 'login.errors.emailTooLong',
  },
  password: {
    required: 'login.errors.passwordRequired',
    invalidEmail: 'login.errors.passwordRequired',
    tooLong: 'login.errors.passwordTooLong',
  },
} as const;

// E-mail addresses and passwords read left to right, in an RTL page too; neither is prose.
const CREDENTIAL_INPUT = {
  required: true,
  spellCheck: false,
  autoCapitalize: 'none',
  dir: 'ltr',
} as const;

/** The log-in form: checked before it is sent, then the session is stored and the visitor sent on. */
export function LoginForm() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { logIn, busy, error } = useLogin();

  const form = useValidatedForm({
    initial: EMPTY,
    validate: validateLoginForm,
    order: ORDER,
    onValid: async (credentials) => {
      if (busy) return;
      if (await logIn(credentials)) {
        void navigate(safeReturnTo(params.get(RETURN_TO_PARAM)), { replace: true });
      } else {
        form.setField('password', '');
        form.focusField('password');
      }
    },
  });
  const errorOf = (field: keyof LoginValues) => {
    const code = form.errors[field];
    return code ? t(ERROR_KEYS[field][code]) : undefined;
  };

  return (
    <div className="acc-login">
      <form {...form.formProps} className="card acc-login__form" aria-busy={busy}>
        {error ? <AccountAlert message={error.message} detail={error.detail} /> : null}
        <FormField id="login-email" label={t('login.email')} error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...CREDENTIAL_INPUT}
              {...form.bind('email')}
              type="email"
              autoComplete="username"
            />
          )}
        </FormField>
        <FormField id="login-password" label={t('login.password')} error={errorOf('password')}>
          {(control) => (
            <input
              {...control}
              {...CREDENTIAL_INPUT}
              {...form.bind('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <button type="submit" className="btn btn--primary acc-login__submit" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
        <p className="acc-login__switch">
          {t('login.noAccount')} <Link to={SIGN_UP_PATH}>{t('login.signUp')}</Link>
        </p>
      </form>
      <DemoHint onUse={() => form.reset(DEMO_ACCOUNT)} />
    </div>
  );
}
