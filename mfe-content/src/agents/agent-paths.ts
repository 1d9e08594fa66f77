/** The address of an agent's profile. */
export function agentProfilePath(id: string): string {
  return `/agent/agent-profile?id=${encodeURIComponent(id)}`;
}

/** A phone number as a `tel:` link target (spaces removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}
