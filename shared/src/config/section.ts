import type { ComponentType } from 'react';

/**
 * The contract of everything a remote exposes to the shell: a module whose default export is a
 * component that takes no props (it reads what it needs from the URL and the shared stores).
 */
export interface SectionModule {
  default: ComponentType;
}
