import { useT } from '../../i18n';
import { DEMO_ACCOUNT } from './demo-account';

/** Tells visitors of the demo site which account to use, and fills it in on request. */
export function DemoHint({ onUse }: { onUse(): void }) {
  const { t } = useT();
  return (
    <section className="card acc-login__demo" aria-labelledby="login-demo-title">
      <h2 className="acc-login__demo-title" id="login-demo-title">
        {t('login.demoTitle')}
      </h2>
      <p className="muted">{t('login.demoText')}</p>
      <dl className="acc-login__demo-list">
        <dt>{t('login.demoEmail')}</dt>
        <dd>
          <code dir="ltr">{DEMO_ACCOUNT.email}</code>
        </dd>
        <dt>{t('login.demoPassword')}</dt>
        <dd>
          <code dir="ltr">{DEMO_ACCOUNT.password}</code>
        </dd>
      </dl>
      <button type="button" className="btn" onClick={onUse}>
        {t('login.useDemo')}
      </button>
    </section>
  );
}
