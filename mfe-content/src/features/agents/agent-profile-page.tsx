import { Link, useSearchParams } from '@betoch/shared/router';
import { HOME_PATH, useAgent, AGENTS_PATH } from '@betoch/shared';
import { Breadcrumbs, DataState, EmptyState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AgentProfile } from './agent-profile';
import './agents.css';

/** One agent (`?id=`): profile and listings; an unknown id says so and links to every agent. */
export function AgentProfilePage() {
  const { t } = usePagesT();
  const id = useSearchParams()[0].get('id') ?? '';
  const agent = useAgent(id);
  const crumbs = [
    { label: t('common.home'), to: HOME_PATH },
    { label: t('agents.title'), to: AGENTS_PATH },
  ];
  const unknown = !agent.loading && !agent.error && agent.data === undefined;
  return (
    <div className="container cnt-agents-page">
      {unknown ? (
        <>
          <Breadcrumbs items={[...crumbs, { label: t('agents.notFoundTitle') }]} />
          <PageHeading title={t('agents.notFoundTitle')} />
          <EmptyState
            notFound
            title={t('agents.notFoundText')}
            action={
              <Link className="btn btn--primary" to={AGENTS_PATH}>
                {t('agents.all')}
              </Link>
            }
          />
        </>
      ) : (
        <DataState {...agent}>
          {(found) => (
            <>
              <Breadcrumbs items={[...crumbs, { label: found.name }]} />
              <AgentProfile agent={found} />
            </>
          )}
        </DataState>
      )}
    </div>
  );
}
