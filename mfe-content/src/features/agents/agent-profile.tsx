import { useLocation, useSearchParams } from '@betoch/shared/router';
import { pageAddress, pageOfAddress, usePropertiesByAgent, type Agent } from '@betoch/shared';
import {
  AgentSummary,
  DataState,
  EmptyState,
  Pagination,
  PropertyCard,
  SectionTitle,
} from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AgentContacts } from './agent-contacts';
import { SocialLinks } from './social-links';

/**
 * An agent's profile: photo, name, role, bio, specialties, contacts, then a page of their listings
 * (`?page=`; no pager when they fit on one page).
 */
export function AgentProfile({ agent }: { agent: Agent }) {
  const { t } = usePagesT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const properties = usePropertiesByAgent(agent.id, pageOfAddress(params));
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
          {({ items, pager }) =>
            items.length === 0 ? (
              <EmptyState title={t('agents.noProperties')} />
            ) : (
              <>
                <div className="cnt-agent-properties">
                  {items.map((property) => (
                    <PropertyCard key={property.id} property={property} />
                  ))}
                </div>
                {pager.totalPages > 1 ? (
                  <Pagination
                    pager={pager}
                    hrefForPage={(page) => pageAddress(pathname, params, page)}
                  />
                ) : null}
              </>
            )
          }
        </DataState>
      </section>
    </>
  );
}
