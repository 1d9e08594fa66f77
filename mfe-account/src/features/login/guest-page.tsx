import type { ReactNode } from 'react';
import { selectIsLoggedIn, useSessionStore } from '@betoch/shared';
import { PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { LoggedInPanel } from './logged-in-panel';

interface Props {
  title: string;
  subtitle: string;
  /** The page's form, for a visitor who is not logged in. */
  children: ReactNode;
}

/**
 * A page for visitors without a session (log-in, sign-up): its heading and form, or, when a
 * session is already there, who is logged in.
 */
export function GuestPage({ title, subtitle, children }: Props) {
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
          <PageHeading title={title} subtitle={subtitle} />
          {children}
        </>
      )}
    </div>
  );
}
