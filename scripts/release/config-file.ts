/**
 * The deployed `config.json`: read, changed for one remote, and written atomically, so the
 * server (which re-reads it when it changes) never sees half a file.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseRuntimeConfig,
  REMOTE_NAMES,
  type RemoteName,
} from '../../shared/src/config/runtime-config';

/** Narrows an app name to a remote of `config.json`. */
export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A parsed `config.json` as an object whose other keys are kept as they are. */
export type ConfigObject = Record<string, unknown> & { remotes: Record<string, string> };

/** Parses and validates the text of a `config.json`; throws with what is wrong. */
export function parseConfigText(text: string, source: string): ConfigObject {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`);
  }
  const parsed = parseRuntimeConfig(value);
  if ('errors' in parsed) throw new Error(`${source} is invalid: ${parsed.errors.join('; ')}`);
  return value as ConfigObject;
}

/** The text of `config` with `remote` pointed at `url`, everything else unchanged. */
export function withRemoteUrl(config: ConfigObject, remote: RemoteName, url: string): string {
  const next = { ...config, remotes: { ...config.remotes, [remote]: url } };
  const problem = parseRuntimeConfig(next);
  if ('errors' in problem)
    throw new Error(`the new config.json would be invalid: ${problem.errors.join('; ')}`);
  return `${JSON.stringify(next, null, 2)}\n`;
}

/** Reads and validates the config file. */
export function readConfig(file: string): ConfigObject {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing (set --config or BETOCH_CONFIG to the deployed config.json)`,
    );
  }
  return parseConfigText(text, file);
}

/** Replaces `file` with `text` in one step: written beside it, then renamed over it. */
export function writeFileAtomic(file: string, text: string): void {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`,
  );
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
