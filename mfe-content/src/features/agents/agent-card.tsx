import { agentUrl } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import type { Agent } from '@betoch/shared';
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
    <article className={`cnt-agent-card cnt-agent-card--${layout} card`}>
      <img
        className="cnt-agent-card__photo"
        src={agent.photo.src}
        width={agent.photo.width}
        height={agent.photo.height}
        alt={agent.photo.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="cnt-agent-card__body">
        <h2 className="cnt-agent-card__name">
          <Link to={agentUrl(agent.id)}>{agent.name}</Link>
        </h2>
        <p className="cnt-agent-card__role muted">{agent.role}</p>
        {layout === 'list' ? <p className="cnt-agent-card__bio">{agent.bio}</p> : null}
        <AgentContacts agent={agent} />
        <SocialLinks links={agent.social} owner={agent.name} />
      </div>
    </article>
  );
}
