import { Link } from '@betoch/shared/router';
import { useAgents, agentUrl } from '@betoch/shared';
import { DataImage, DataState, SectionTitle } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/** The agents, as small portraits linking to their profiles. */
export function AboutTeam() {
  const { t } = usePagesT();
  const agents = useAgents();
  return (
    <section className="cnt-about-team section">
      <SectionTitle title={t('about.team')} subtitle={t('about.teamSubtitle')} />
      <DataState {...agents}>
        {(list) => (
          <ul className="cnt-about-team__list">
            {list.map((agent) => (
              <li key={agent.id} className="cnt-about-team__member">
                <DataImage image={agent.photo} alt="" />
                <Link to={agentUrl(agent.id)}>{agent.name}</Link>
                <span className="muted">{agent.role}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}
