/**
 * Where the build writes what the page server reads: the names both sides agree on, in a module
 * that loads no build tool. The page server imports it at run time (webpack and its plugins are
 * build tools: a server that imported them for a constant paid their start-up on every start).
 */
import path from 'node:path';

/** The repository's root folder. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Where the shell's own server bundle is written (outside `dist/`: it is not served). */
export const SHELL_SERVER_DIR = 'dist-server';

/** The child process the page server renders in, in `SHELL_SERVER_DIR` (render-worker.ts). */
export const RENDER_WORKER_FILE = 'render-worker.js';

/** The file the shell's build writes into `dist/`: the stylesheets its first render needs. */
export const FIRST_RENDER_CSS_FILE = 'first-render-css.json';
