import { safeLinkHref, type Agent } from '@betoch/shared';
import { useT } from '../i18n-pages';
import { telHref } from './agent-paths';

/** An agent's phone, e-mail, listing count and languages. */
export function AgentContacts({ agent }: { agent: Agent }) {
  const { t } = useT();
  // A value that is not a phone number or a plain address is shown, not linked.
  const tel = telHref(agent.phone);
  const mailto = safeLinkHref(agent.email, 'mailto');
  return (
    <dl className="agent-contacts">
      <div>
        <dt>{t('agents.phone')}</dt>
        <dd>{tel ? <a href={tel}>{agent.phone}</a> : agent.phone}</dd>
      </div>
      <div>
        <dt>{t('agents.email')}</dt>
        <dd>{mailto ? <a href={mailto}>{agent.email}</a> : agent.email}</dd>
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
