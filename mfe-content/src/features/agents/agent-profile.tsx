import { usePropertiesByAgent, type Agent } from '@betoch/shared';
import { AgentSummary, DataState, EmptyState, PropertyCard, SectionTitle } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AgentContacts } from './agent-contacts';
import { SocialLinks } from './social-links';

/** An agent's profile: photo, name, role, bio, specialties, contacts, then their listings. */
export function AgentProfile({ agent }: { agent: Agent }) {
  const { t } = usePagesT();
  const properties = usePropertiesByAgent(agent.id);
  return (
    <>
      <AgentSummary agent={agent} level={1} load="eager" className="cnt-agent-profile card">
        <p>{agent.bio}</p>
        <p className="muted">
          {agent.office}
          {agent.experienceYears
            ? ` · ${t('agents.experience', { count: agent.experienceYears })}`
            : ''}
        </p>
        {agent.specialties?.length ? (
          <ul className="cnt-agent-profile__specialties" aria-label={t('agents.specialties')}>
            {agent.specialties.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <AgentContacts agent={agent} />
        <SocialLinks links={agent.social} owner={agent.name} />
      </AgentSummary>
      <section className="section">
        <SectionTitle title={t('agents.properties', { name: agent.name })} />
        <DataState {...properties}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t('agents.noProperties')} />
            ) : (
              <div className="cnt-agent-properties">
                {list.map((property) => (
                  <PropertyCard key={property.id} property={property} />
                ))}
              </div>
            )
          }
        </DataState>
      </section>
    </>
  );
}
