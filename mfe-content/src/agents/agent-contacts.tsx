import type { Agent } from '@betoch/shared';
import { useT } from '../i18n-pages';
import { telHref } from './agent-paths';

/** An agent's phone, e-mail, listing count and languages. */
export function AgentContacts({ agent }: { agent: Agent }) {
  const { t } = useT();
  return (
    <dl className="agent-contacts">
      <div>
        <dt>{t('agents.phone')}</dt>
        <dd>
          <a href={telHref(agent.phone)}>{agent.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('agents.email')}</dt>
        <dd>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
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
