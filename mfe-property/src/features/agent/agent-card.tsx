import { useAgent, type Agent } from '@betoch/shared';
import { AgentSummary, DataState, EmailLink, PhoneLink, SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { Icon } from '../property-facts/icon';
import './agent-card.css';

function AgentDetails({ agent }: { agent: Agent }) {
  const { t } = useT();
  return (
    <div className="prp-agent-card__body">
      <AgentSummary agent={agent} className="prp-agent-card__summary" />
      <ul className="prp-agent-card__contacts">
        <li>
          <PhoneLink className="btn btn--primary prp-agent-card__link" phone={agent.phone}>
            <Icon name="phone" />
            <span className="visually-hidden">{t('agent.phone')} </span>
          </PhoneLink>
        </li>
        <li>
          <EmailLink className="btn prp-agent-card__link prp-agent-card__email" email={agent.email}>
            <Icon name="mail" />
            <span className="visually-hidden">{t('agent.email')} </span>
          </EmailLink>
        </li>
      </ul>
    </div>
  );
}

/** The listing's agent: photo, name, role, a phone link and an e-mail link. */
export function AgentCard({ agentId }: { agentId: string }) {
  const { t } = useT();
  const { data, loading, error, retry } = useAgent(agentId);
  // An agent id missing from agent-data.json is not a load failure: say so instead of waiting.
  const found = loading || error ? undefined : { agent: data };
  return (
    <section className="card prp-agent-card" aria-labelledby="property-agent">
      <div id="property-agent">
        <SectionTitle title={t('sections.agent')} level={2} />
      </div>
      <DataState data={found} loading={loading} error={error} retry={retry}>
        {({ agent }) =>
          agent ? <AgentDetails agent={agent} /> : <p className="muted">{t('agent.unknown')}</p>
        }
      </DataState>
    </section>
  );
}
