import { useEffect, useRef } from 'react';
import type { ContactMessage } from '@betoch/shared';
import { usePagesT } from '../../i18n-pages';

interface Props {
  message: ContactMessage;
  onAgain: () => void;
}

/** What a sent contact message turns into: who has it, and what happens next. */
export function ContactSent({ message, onAgain }: Props) {
  const { t } = usePagesT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="cnt-contact-sent">
      <h3 ref={headingRef} tabIndex={-1} className="cnt-contact-sent__title">
        {t('contact.sentTitle')}
      </h3>
      <p>{t('contact.sentText', { name: message.name.trim(), email: message.email.trim() })}</p>
      <div className="cnt-contact-sent__actions">
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          {t('contact.another')}
        </button>
      </div>
    </div>
  );
}
