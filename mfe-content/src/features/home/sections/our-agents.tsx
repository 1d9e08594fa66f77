import { Link } from '@betoch/shared/router';
import { useAgentsSection, AGENTS_PATH } from '@betoch/shared';
import { AgentSummary, DataState, PhoneLink } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './our-agents.css';

/** Our agents (`agents.json`): photo, name, role and how to reach each one. */
export function OurAgents() {
  const { t } = useT();
  const section = useAgentsSection();
  return (
    <HomeSection
      name="agents"
      title={t('sections.agents.title')}
      subtitle={t('sections.agents.subtitle')}
      action={
        <Link className="btn btn--ghost" to={AGENTS_PATH}>
          {t('sections.agents.all')}
        </Link>
      }
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid cnt-home-grid--small">
            {data.agents.map((agent) => (
              <AgentSummary
                key={agent.id}
                as="li"
                className="card cnt-home-agent"
                agent={agent}
                level={3}
                link
              >
                <PhoneLink className="cnt-home-agent__phone" phone={agent.phone} />
              </AgentSummary>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
