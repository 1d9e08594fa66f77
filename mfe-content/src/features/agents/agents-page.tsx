import { Link } from '@betoch/shared/router';
import { HOME_PATH, useAgents } from '@betoch/shared';
import { Breadcrumbs, DataState, EmptyState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AgentCard } from './agent-card';
import './agents.css';

/** Every agent, as a grid of cards or as a list with their bios. */
export function AgentsPage({ layout }: { layout: 'grid' | 'list' }) {
  const { t } = usePagesT();
  const agents = useAgents();
  const other = layout === 'grid' ? 'list' : 'grid';
  return (
    <div className="container cnt-agents-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t('agents.title') }]}
      />
      <PageHeading title={t('agents.title')} subtitle={t('agents.subtitle')} />
      <p className="cnt-agents-page__switch">
        <Link to={`/agent/agent-${other}`}>{t(`agents.show.${other}`)}</Link>
      </p>
      <DataState {...agents}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('agents.none')} />
          ) : (
            <div className={`cnt-agents cnt-agents--${layout}`}>
              {list.map((agent, index) => (
                <AgentCard key={agent.id} agent={agent} layout={layout} eager={index < 3} />
              ))}
            </div>
          )
        }
      </DataState>
    </div>
  );
}
