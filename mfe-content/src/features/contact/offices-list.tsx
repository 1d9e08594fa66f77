import { agentUrl } from '@betoch/shared';
import type { Agent } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { PhoneLink } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

/** The offices the agents work from, each with its agents and their phone numbers. */
export function OfficesList({ agents }: { agents: Agent[] }) {
  const { t } = usePagesT();
  const offices = new Map<string, Agent[]>();
  for (const agent of agents)
    offices.set(agent.office, [...(offices.get(agent.office) ?? []), agent]);
  return (
    <section className="cnt-offices" aria-labelledby="offices-title">
      <h2 id="offices-title">{t('contact.offices')}</h2>
      <ul className="cnt-offices__grid">
        {[...offices].map(([office, people]) => (
          <li key={office} className="cnt-offices__card card">
            <h3 className="cnt-offices__name">{office}</h3>
            <ul className="cnt-offices__agents">
              {people.map((agent) => (
                <li key={agent.id}>
                  <Link to={agentUrl(agent.id)}>{agent.name}</Link>
                  <span className="muted"> · {agent.role}</span>
                  <br />
                  <PhoneLink phone={agent.phone} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
