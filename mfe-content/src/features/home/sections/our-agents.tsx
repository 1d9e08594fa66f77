import { Link } from '@betoch/shared/router';
import { useAgentsSection, agentUrl, AGENTS_PATH } from '@betoch/shared';
import { DataState, PhoneLink } from '@betoch/shared/ui';
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
              <li key={agent.id} className="card cnt-home-agent">
                <img
                  className="cnt-home-agent__photo"
                  src={agent.photo.src}
                  width={agent.photo.width}
                  height={agent.photo.height}
                  alt={agent.photo.alt}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className="cnt-home-agent__name">
                  <Link to={agentUrl(agent.id)}>{agent.name}</Link>
                </h3>
                <p className="cnt-home-agent__role muted">{agent.role}</p>
                <PhoneLink className="cnt-home-agent__phone" phone={agent.phone} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
