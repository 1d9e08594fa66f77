import { selectIsLoggedIn, useSessionStore } from '@betoch/shared';
import { PageHeading } from '@betoch/shared/ui';
import { LoggedInPanel } from '../login/logged-in-panel';
import { SignUpForm } from './sign-up-form';
import { useT } from '../../i18n';

/**
 * `/page/other-pages/sign-up`: the form, or, as on the log-in page, who is logged in when a
 * session is already there.
 */
export default function SignUpPage() {
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
          <PageHeading title={t('signUp.title')} subtitle={t('signUp.subtitle')} />
          <SignUpForm />
        </>
      )}
    </div>
  );
}
