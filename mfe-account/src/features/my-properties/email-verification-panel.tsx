import { useT } from '../../i18n';
import { EmailVerificationForm } from './email-verification-form';
import { useVerificationStatus } from './verification-status';
import './email-verification.css';

/**
 * Asks an account whose e-mail is not verified for the code it was sent (a first listing goes live
 * only once it is: docs/accounts.md). Shown only once the API has said the account is unverified;
 * nothing while that is unknown or after it is verified.
 */
export function EmailVerificationPanel() {
  const { t } = useT();
  const { verified, email, markVerified } = useVerificationStatus();
  if (verified !== false) return null;
  return (
    <section className="card acc-verify" aria-labelledby="acc-verify-title">
      <h2 id="acc-verify-title" className="acc-verify__title">
        {t('verification.title')}
      </h2>
      <p className="acc-verify__text">{t('verification.text', { email })}</p>
      <EmailVerificationForm email={email} onVerified={markVerified} />
    </section>
  );
}
