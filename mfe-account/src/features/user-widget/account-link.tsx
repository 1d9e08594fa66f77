import { Link } from '@betoch/shared/router';
import { useSessionStore, FAVORITES_PATH } from '@betoch/shared';
import { useT } from '../../i18n';

// Only a same-site path or an https address is used as a picture source.
const SAFE_IMAGE = /^(\/(?![/\\])|https:\/\/)/;

/** The logged-in visitor's picture and first name, as a link to their favorites. */
export function AccountLink() {
  const { t } = useT();
  const name = useSessionStore((s) => s.name);
  const avatar = useSessionStore((s) => s.avatar);
  if (!name) return null;
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const initial = firstName.charAt(0).toUpperCase();

  return (
    <Link
      className="acc-user-widget__account"
      to={FAVORITES_PATH}
      title={t('widget.account', { name })}
    >
      {avatar && SAFE_IMAGE.test(avatar) ? (
        <img className="acc-user-widget__avatar" src={avatar} alt="" width="28" height="28" />
      ) : (
        <span
          className="acc-user-widget__avatar acc-user-widget__avatar--initial"
          aria-hidden="true"
        >
          {initial}
        </span>
      )}
      <span className="acc-user-widget__name">{firstName}</span>
    </Link>
  );
}
