import { useSessionStore } from '@betoch/shared';
import { PageHeading } from '@betoch/shared/ui';
import { BareTopBar } from '../user-widget/bare-top-bar';
import { EmailVerificationPanel } from './email-verification-panel';
import { InboxPanel } from '../inbox/inbox-panel';
import { PublishPanel } from '../publishing/publish-panel';
import { MyPropertiesList } from './my-properties-list';
import { RequireLogin } from '../session/require-login';
import { useT } from '../../i18n';

/**
 * `/my-properties`, outside the layout: publishing a listing, the enquiries the account received,
 * the listings of the logged-in account, and while its e-mail is not verified, the panel that verifies it.
 */
export default function MyPropertiesPage() {
  const { t } = useT();
  const userCode = useSessionStore((s) => s.userCode) ?? '';
  return (
    <RequireLogin>
      <BareTopBar />
      <div className="container">
        <PageHeading
          title={t('myProperties.title')}
          subtitle={t('myProperties.subtitle', { code: userCode })}
        />
        <EmailVerificationPanel />
        <PublishPanel />
        <InboxPanel />
        <MyPropertiesList userCode={userCode} />
      </div>
    </RequireLogin>
  );
}
