import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@betoch/shared/router';
import { RETURN_TO_PARAM, safeReturnTo } from '@betoch/shared';
import { validateLoginForm, type LoginFormErrors } from './login-form-rules';
import { useLogin } from '../../api/login';
import { useT } from '../../i18n';
import { DEMO_ACCOUNT } from './demo-account';
import { DemoHint } from './demo-hint';
import { FormField } from './form-field';
import './login.css';

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

/** The log-in form: checked before it is sent, then the session is stored and the visitor sent on. */
export function LoginForm() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { logIn, busy, error } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // Once a field has been refused, its message follows what is typed.
  const recheck = (next: { email: string; password: string }) => {
    if (errors.email || errors.password) {
      const found = validateLoginForm(next);
      setErrors({
        ...(errors.email ? { email: found.email } : {}),
        ...(errors.password ? { password: found.password } : {}),
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLoginForm({ email, password });
    setErrors(found);
    if (found.email) return emailInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    if (await logIn({ email, password })) {
      navigate(safeReturnTo(params.get(RETURN_TO_PARAM)), { replace: true });
    } else {
      setPassword('');
      passwordInput.current?.focus();
    }
  };

  const fillDemo = () => {
    setEmail(DEMO_ACCOUNT.email);
    setPassword(DEMO_ACCOUNT.password);
    setErrors({});
  };

  return (
    <div className="login">
      <form className="card login__form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        {error ? (
          <div className="alert login__alert" role="alert">
            <p className="login__alert-text">{error.message}</p>
            {error.detail ? <p className="login__alert-detail">{error.detail}</p> : null}
          </div>
        ) : null}
        <FormField
          ref={emailInput}
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email && t(ERROR_KEYS.email[errors.email])}
          onChange={(value) => {
            setEmail(value);
            recheck({ email: value, password });
          }}
        />
        <FormField
          ref={passwordInput}
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password && t(ERROR_KEYS.password[errors.password])}
          onChange={(value) => {
            setPassword(value);
            recheck({ email, password: value });
          }}
        />
        <button type="submit" className="btn btn--primary login__submit" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <DemoHint onUse={fillDemo} />
    </div>
  );
}
