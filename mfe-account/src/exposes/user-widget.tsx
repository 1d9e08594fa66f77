import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@betoch/shared';

/** The header's user icon (and, when logged in, the log-out button). */
export default function UserWidget() {
  return (
    <Link to={LOGIN_PATH} aria-label="Log in">
      Log in
    </Link>
  );
}
