import { useCallback, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@betoch/shared/router';
import { HOME_PATH, useSessionStore } from '@betoch/shared';
import { useT } from '../../i18n';
import { confirmLogout } from './confirm-logout';

/**
 * Starts logout: asks for confirmation, then goes to the home page and clears every session key
 * (docs/rules.md#session-and-log-out). Cancelling changes nothing. A second click while the dialog
 * is open is ignored.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useT();
  const navigate = useNavigate();
  const open = useRef(false);

  return useCallback(async () => {
    if (open.current) return;
    open.current = true;
    try {
      if (!(await confirmLogout(t('widget.cancel')))) return;
      // Leave first, at once (not as a transition that keeps the old page up while the home page
      // loads): a guarded page still on screen would otherwise send the visitor to log-in.
      flushSync(() => void navigate(HOME_PATH));
      useSessionStore.getState().logout();
    } finally {
      open.current = false;
    }
  }, [navigate, t]);
}
