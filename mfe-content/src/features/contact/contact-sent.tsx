import { useEffect, useRef } from 'react';
import { contactMailto, type ContactMessage } from './contact-validation';
import { usePagesT } from '../../i18n-pages';

interface Props {
  message: ContactMessage;
  /** The agency's address the visitor's mail app writes to. */
  recipient: string;
  onAgain: () => void;
}

/** What a valid contact form turns into: the message is ready; the visitor's mail app sends it. */
export function ContactSent({ message, recipient, onAgain }: Props) {
  const { t } = usePagesT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="cnt-contact-sent">
      <h3 ref={headingRef} tabIndex={-1} className="cnt-contact-sent__title">
        {t('contact.readyTitle')}
      </h3>
      <p>
        {t('contact.readyText', {
          name: message.name.trim(),
          to: recipient,
          email: message.email.trim(),
        })}
      </p>
      <div className="cnt-contact-sent__actions">
        <a className="btn btn--primary" href={contactMailto(recipient, message) ?? undefined}>
          {t('contact.openMail')}
        </a>
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          {t('contact.another')}
        </button>
      </div>
    </div>
  );
}
