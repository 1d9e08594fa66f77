import type { ReactNode } from 'react';
import type { Property } from '@betoch/shared';
import { AgentCard } from '../../agent/agent-card';
import { ViewingForm } from '../../viewing/viewing-form';

interface Props {
  property: Property;
  /** Leave the agent card out when the layout shows it elsewhere. */
  withAgent?: boolean;
  children?: ReactNode;
}

/** The side column: the agent and the viewing request form. */
export function DetailAside({ property, withAgent = true, children }: Props) {
  return (
    <div className="prp-property-layout__aside">
      {children}
      {withAgent ? <AgentCard agentId={property.agentId} /> : null}
      <ViewingForm propertyId={property.id} propertyTitle={property.title} />
    </div>
  );
}
