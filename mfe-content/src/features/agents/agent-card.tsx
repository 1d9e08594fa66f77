import type { Agent } from '@betoch/shared';
import { AgentSummary } from '@betoch/shared/ui';
import { AgentContacts } from './agent-contacts';
import { SocialLinks } from './social-links';

interface Props {
  agent: Agent;
  layout: 'grid' | 'list';
  eager?: boolean;
}

/** An agent as a card: photo, name (link to the profile), role, contacts and social links. */
export function AgentCard({ agent, layout, eager = false }: Props) {
  return (
    <AgentSummary
      as="article"
      className={`cnt-agent-card cnt-agent-card--${layout} card`}
      agent={agent}
      level={2}
      link
      load={eager ? 'eager' : 'lazy'}
    >
      {layout === 'list' ? <p className="cnt-agent-card__bio">{agent.bio}</p> : null}
      <AgentContacts agent={agent} />
      <SocialLinks links={agent.social} owner={agent.name} />
    </AgentSummary>
  );
}
