import { GuestPage } from '../login/guest-page';
import { SignUpForm } from './sign-up-form';
import { useT } from '../../i18n';

/**
 * `/page/other-pages/sign-up`: the form, or, as on the log-in page, who is logged in when a
 * session is already there.
 */
export default function SignUpPage() {
  const { t } = useT();
  return (
    <GuestPage title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm />
    </GuestPage>
  );
}
