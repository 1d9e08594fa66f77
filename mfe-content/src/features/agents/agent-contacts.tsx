import type { Agent } from '@betoch/shared';
import { EmailLink, PhoneLink } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/** An agent's phone, e-mail, listing count and languages. */
export function AgentContacts({ agent }: { agent: Agent }) {
  const { t } = usePagesT();
  return (
    <dl className="cnt-agent-contacts">
      <div>
        <dt>{t('agents.phone')}</dt>
        <dd>
          <PhoneLink phone={agent.phone} />
        </dd>
      </div>
      <div>
        <dt>{t('agents.email')}</dt>
        <dd>
          <EmailLink email={agent.email} />
        </dd>
      </div>
      <div>
        <dt>{t('agents.listings')}</dt>
        <dd>{t('agents.listingsCount', { count: agent.listings })}</dd>
      </div>
      <div>
        <dt>{t('agents.languages')}</dt>
        <dd>{agent.languages.join(', ')}</dd>
      </div>
    </dl>
  );
}
