/**
 * The apps of Betoch: where each lives, its port, and what it exposes to the shell.
 * One list, read by the webpack factory, the start and dev scripts, the e2e set-up, ESLint's and
 * Jest's configurations, and (as types) the runtime configuration and the shell's route table.
 * `npm run new-section -- <name> <port>` adds a remote here (ARCHITECTURE.md, "Adding a section").
 */
export interface AppDefinition {
  /** Folder under the repository root. */
  dir: string;
  /** Module Federation container name; the shell registers remotes under this name. */
  name: string;
  port: number;
  /**
   * A remote's CSS class prefix: its stylesheets' rules are anchored on classes that start with it
   * (docs/styles.md, checked by scripts/css-scope.test.ts).
   */
  classPrefix?: string;
  /**
   * Exposed modules (`./key` → source file), empty for the host. Every remote exposes `./pages`:
   * its pages and their heads (a `SectionPages`, docs/seo.md); the others are section components.
   */
  exposes: Record<string, string>;
}

export const SHELL: AppDefinition = { dir: 'shell', name: 'shell', port: 3000, exposes: {} };

export const REMOTES = [
  {
    dir: 'mfe-listings',
    name: 'listings',
    port: 3001,
    classPrefix: 'lst-',
    exposes: {
      './routes': './src/exposes/listing-routes.tsx',
      './pages': './src/exposes/pages.ts',
    },
  },
  {
    dir: 'mfe-property',
    name: 'property',
    port: 3002,
    classPrefix: 'prp-',
    exposes: {
      './routes': './src/exposes/property-routes.tsx',
      './pages': './src/exposes/pages.ts',
    },
  },
  {
    dir: 'mfe-content',
    name: 'content',
    port: 3003,
    classPrefix: 'cnt-',
    exposes: {
      './theme': './src/exposes/theme-routes.tsx',
      './page': './src/exposes/page-routes.tsx',
      './modules': './src/exposes/module-routes.tsx',
      './agent': './src/exposes/agent-routes.tsx',
      './contact': './src/exposes/contact-routes.tsx',
      './contract': './src/exposes/contract-routes.tsx',
      './pages': './src/exposes/pages.ts',
    },
  },
  {
    dir: 'mfe-account',
    name: 'account',
    port: 3004,
    classPrefix: 'acc-',
    exposes: {
      './login': './src/exposes/login-page.tsx',
      './sign-up': './src/exposes/sign-up-page.tsx',
      './favorites': './src/exposes/favorites-page.tsx',
      './favorites-module': './src/exposes/favorites-module-page.tsx',
      './my-properties': './src/exposes/my-properties-page.tsx',
      './user-widget': './src/exposes/user-widget.tsx',
      './pages': './src/exposes/pages.ts',
    },
  },
] as const satisfies readonly AppDefinition[];

export const ALL_APPS: readonly AppDefinition[] = [SHELL, ...REMOTES];

/**
 * The apps a command names by folder (`npm run dev -- mfe-listings`), in ALL_APPS' order; every app
 * when none is named. An unknown name is an error that lists the apps, where a typo used to build
 * or serve nothing and say all was well.
 */
export function appsNamed(names: readonly string[]): AppDefinition[] {
  const unknown = names.filter((name) => !ALL_APPS.some((app) => app.dir === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown app: ${unknown.join(', ')} (the apps: ${ALL_APPS.map((app) => app.dir).join(', ')})`,
    );
  }
  return names.length === 0 ? [...ALL_APPS] : ALL_APPS.filter((app) => names.includes(app.dir));
}

export const API_PORT = 3005;

/** The listings search service (`listings-service/`, docs/listings-service.md). */
export const LISTINGS_SERVICE_PORT = 3006;

/**
 * `npm start`'s local mail catcher (page-server/src/mail-catcher.ts): the API's SMTP server, and
 * the page that lists what was sent (docs/accounts.md).
 */
export const MAIL_CATCHER_PORT = 3007;
export const MAIL_CATCHER_SMTP_PORT = 3025;

/** The ports of the servers that are not apps: no app may take them. */
export const SERVICE_PORTS: readonly number[] = [
  API_PORT,
  LISTINGS_SERVICE_PORT,
  MAIL_CATCHER_PORT,
  MAIL_CATCHER_SMTP_PORT,
];

/** Each remote's manifest on its port of this machine: what the development config.json names. */
export function localRemoteUrls(): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTES.map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/** The remote of that name, as declared above. */
export type RemoteApp<R extends RemoteName = RemoteName> = Extract<
  (typeof REMOTES)[number],
  { name: R }
>;

/** Names of the remotes the shell composes; each maps to one `mfe-*` app. */
export type RemoteName = (typeof REMOTES)[number]['name'];

/** The modules remote `R` exposes, without the `./` (`'routes'`, `'login'` …). */
export type ExposedModule<R extends RemoteName> = keyof RemoteApp<R>['exposes'] extends infer K
  ? K extends `./${infer M}`
    ? M
    : never
  : never;

/** Every `remote/module` pair the remotes expose: what `loadRemote` may be asked for. */
export type RemoteModule = { [R in RemoteName]: `${R}/${ExposedModule<R>}` }[RemoteName];
