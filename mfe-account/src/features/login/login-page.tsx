import { GuestPage } from './guest-page';
import { LoginForm } from './login-form';
import { useT } from '../../i18n';

/** `/page/other-pages/log-in`: the form, or who is logged in when a session is already there. */
export default function LoginPage() {
  const { t } = useT();
  return (
    <GuestPage title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </GuestPage>
  );
}
