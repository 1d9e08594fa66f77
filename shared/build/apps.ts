/**
 * The apps of Betoch: where each lives, its port, and what it exposes to the shell.
 * One list, read by the webpack factory, the start and dev scripts and the e2e set-up.
 */
export interface AppDefinition {
  /** Folder under the repository root. */
  dir: string;
  /** Module Federation container name; the shell registers remotes under this name. */
  name: string;
  port: number;
  /** Exposed modules (`./key` → source file), empty for the host. */
  exposes: Record<string, string>;
}

export const SHELL: AppDefinition = { dir: 'shell', name: 'shell', port: 3000, exposes: {} };

export const REMOTES: readonly AppDefinition[] = [
  {
    dir: 'mfe-listings',
    name: 'listings',
    port: 3001,
    exposes: { './routes': './src/exposes/listing-routes.tsx' },
  },
  {
    dir: 'mfe-property',
    name: 'property',
    port: 3002,
    exposes: { './routes': './src/exposes/property-routes.tsx' },
  },
  {
    dir: 'mfe-content',
    name: 'content',
    port: 3003,
    exposes: {
      './theme': './src/exposes/theme-routes.tsx',
      './page': './src/exposes/page-routes.tsx',
      './modules': './src/exposes/module-routes.tsx',
      './agent': './src/exposes/agent-routes.tsx',
      './contact': './src/exposes/contact-routes.tsx',
      './contract': './src/exposes/contract-routes.tsx',
    },
  },
  {
    dir: 'mfe-account',
    name: 'account',
    port: 3004,
    exposes: {
      './login': './src/exposes/login-page.tsx',
      './favorites': './src/exposes/favorites-page.tsx',
      './favorites-module': './src/exposes/favorites-module-page.tsx',
      './my-properties': './src/exposes/my-properties-page.tsx',
      './user-widget': './src/exposes/user-widget.tsx',
    },
  },
];

export const ALL_APPS: readonly AppDefinition[] = [SHELL, ...REMOTES];

export const API_PORT = 3005;
