import type { ReactNode } from 'react';
import { Link } from '@betoch/shared/router';
import type { Agent } from '../../data/types';
import { agentUrl } from '../../domain/links';
import { DataImage } from '../data-image/data-image';
import { PageHeading } from '../page-heading/page-heading';
import './agent-summary.css';

interface Props {
  agent: Pick<Agent, 'id' | 'name' | 'role' | 'photo'>;
  /**
   * The name's heading level. 1 makes the name the page's heading (`PageHeading`: it names the
   * document and takes focus after a navigation) with the role as its subtitle; without a level
   * the name is a paragraph, under a heading of the place (a property's "Agent").
   */
  level?: 1 | 2 | 3 | 4;
  /** The name links to the agent's profile. */
  link?: boolean;
  /** How the photo loads (`DataImage`): lazy unless the card is in the first screen. */
  load?: 'lazy' | 'eager' | 'priority';
  /** The element that holds the summary: a list item in a list, an article for a card. */
  as?: 'div' | 'article' | 'li';
  /** The place's own classes, which lay the parts out (`.agent-summary__photo` and the like). */
  className?: string;
  /** What the place adds after the role (bio, contacts, social links), beside the name. */
  children?: ReactNode;
}

/**
 * Who an agent is, as every page shows it: the photo, the name (a link to the profile where asked)
 * and the role. The layout is the place's: its stylesheet narrows the parts' classes under its own.
 */
export function AgentSummary({
  agent,
  level,
  link = false,
  load = 'lazy',
  as: Root = 'div',
  className,
  children,
}: Props) {
  const name = link ? <Link to={agentUrl(agent.id)}>{agent.name}</Link> : agent.name;
  const Name = level ? (`h${level}` as const) : 'p';
  return (
    <Root className={className ? `agent-summary ${className}` : 'agent-summary'}>
      <DataImage image={agent.photo} className="agent-summary__photo" load={load} />
      <div className="agent-summary__text">
        {level === 1 ? (
          <PageHeading title={name} documentTitle={agent.name} subtitle={agent.role} />
        ) : (
          <>
            <Name className="agent-summary__name">{name}</Name>
            <p className="agent-summary__role muted">{agent.role}</p>
          </>
        )}
        {children}
      </div>
    </Root>
  );
}
