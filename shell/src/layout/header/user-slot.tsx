import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@betoch/shared';
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
 * The account remote's user widget (log in / log out). It is fetched once the page is idle, so
 * it never delays the first paint; a plain "Log in" link stands in meanwhile or if it fails.
 */
export function UserSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return <LoginLink />;
  return (
    <RemoteSection
      remote="account"
      module="user-widget"
      loading={<LoginLink />}
      failed={() => <LoginLink />}
    />
  );
}
