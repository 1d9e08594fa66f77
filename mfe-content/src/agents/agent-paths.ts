/** The address of an agent's profile. */
export function agentProfilePath(id: string): string {
  return `/agent/agent-profile?id=${encodeURIComponent(id)}`;
}
