import { useEffect, useState } from 'react';
import { Link } from '@betoch/shared/router';
import { LOGIN_PATH, selectIsLoggedIn, useSessionStore, useTranslation } from '@betoch/shared';
import { RemoteSection } from '../../remotes/remote-section';
import { Icon } from '../icons';

/** The plain "Log in" link: shown until the account widget loads, and for good if it cannot. */
function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link to={LOGIN_PATH} className="icon-btn" aria-label={t('header.login')}>
      <Icon name="user" />
    </Link>
  );
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The account remote's user widget (log in / log out). Anonymous visitors only need the "Log in"
 * link, which the shell draws itself, so the account remote is fetched only once a session
 * exists — and then when the page is idle, never delaying the first paint. The plain link
 * stands in while it loads, and for good if the account remote is down.
 */
export function UserSlot() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [idle, setIdle] = useState(false);
  useEffect(() => (loggedIn ? whenIdle(() => setIdle(true)) : undefined), [loggedIn]);
  if (!loggedIn || !idle) return <LoginLink />;
  return (
    <RemoteSection
      remote="account"
      module="user-widget"
      loading={<LoginLink />}
      failed={() => <LoginLink />}
    />
  );
}
