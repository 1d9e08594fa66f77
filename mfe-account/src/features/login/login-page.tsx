import { selectIsLoggedIn, useSessionStore } from '@betoch/shared';
import { PageHeading } from '@betoch/shared/ui';
import { LoggedInPanel } from './logged-in-panel';
import { LoginForm } from './login-form';
import { useT } from '../../i18n';

/** `/page/other-pages/log-in`: the form, or who is logged in when a session is already there. */
export default function LoginPage() {
  const { t } = useT();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return (
    <div className="container">
      {loggedIn ? (
        <>
          <PageHeading title={t('login.titleLoggedIn')} />
          <LoggedInPanel />
        </>
      ) : (
        <>
          <PageHeading title={t('login.title')} subtitle={t('login.subtitle')} />
          <LoginForm />
        </>
      )}
    </div>
  );
}
