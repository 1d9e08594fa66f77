import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  applyOverlay,
  assetFile,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  overlayFile,
  parseAsset,
  ShapeError,
  type AssetTypes,
  type Language,
  type LocalizedSiteData,
  SITE_ASSETS,
  type SiteAsset,
  type SiteData,
} from './sources';

/*
 * The data the head and the sitemap describe, read from the data folder the shell serves
 * (`shell/dist/assets/data`, a copy of `shared/assets/data`) with the browser's own decoders
 * (schemas.ts) and Amharic overlays (localize.ts): a record the browser would skip is skipped here
 * too, with the same warning. Kept in memory per folder until a file's modification time changes.
 */

export { SITE_ASSETS, type LocalizedSiteData, type SiteAsset, type SiteData };

/** A data file that could not be read: the caller logs `message` and serves the generic head. */
export class SiteDataError extends Error {
  /** The file, relative to the data folder, e.g. 'property-details.json'. */
  readonly file: string;

  constructor(file: string, reason: string) {
    super(`${file} could not be read: ${reason}`);
    this.name = 'SiteDataError';
    this.file = file;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The modification time of a file in ms, or undefined when it does not exist. */
function modifiedMs(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function readJson(directory: string, file: string): unknown {
  let raw: string;
  try {
    raw = readFileSync(path.join(directory, file), 'utf8');
  } catch (error) {
    throw new SiteDataError(file, describe(error));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new SiteDataError(file, 'the file is not valid JSON');
  }
}

function readAsset<N extends SiteAsset>(directory: string, name: N): AssetTypes[N] {
  const file = assetFile(name);
  const json = readJson(directory, file);
  try {
    return parseAsset(name, json);
  } catch (error) {
    if (error instanceof ShapeError) throw new SiteDataError(file, error.message);
    throw error;
  }
}

/** As the browser does: a missing or unreadable overlay leaves the English texts, with a warning. */
function localize<N extends SiteAsset>(
  directory: string,
  name: N,
  base: AssetTypes[N],
  language: Language,
): AssetTypes[N] {
  if (language === DEFAULT_LANGUAGE) return base;
  const file = overlayFile(name, language);
  let overlay: unknown;
  try {
    overlay = readJson(directory, file);
  } catch (error) {
    console.warn(`${describe(error)}; the English texts are used`);
    return base;
  }
  return applyOverlay(name, base, overlay, file);
}

/** An asset's English file and its overlays. */
function filesOf(name: SiteAsset): string[] {
  const overlays = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  return [assetFile(name), ...overlays.map((language) => overlayFile(name, language))];
}

function stamp(directory: string): string {
  return SITE_ASSETS.flatMap(filesOf)
    .map((file) => `${file}:${modifiedMs(path.join(directory, file)) ?? '-'}`)
    .join('|');
}

function read(directory: string): SiteData {
  const base = {
    properties: readAsset(directory, 'property-details'),
    agents: readAsset(directory, 'agent-data'),
    posts: readAsset(directory, 'blog-details'),
    agency: readAsset(directory, 'agency'),
    faq: readAsset(directory, 'faq'),
    terms: readAsset(directory, 'terms-and-conditions'),
    privacy: readAsset(directory, 'privacy-policy'),
  };
  const inLanguage = (language: Language): LocalizedSiteData => ({
    properties: localize(directory, 'property-details', base.properties, language),
    agents: localize(directory, 'agent-data', base.agents, language),
    posts: localize(directory, 'blog-details', base.posts, language),
    agency: localize(directory, 'agency', base.agency, language),
    faq: localize(directory, 'faq', base.faq, language),
    terms: localize(directory, 'terms-and-conditions', base.terms, language),
    privacy: localize(directory, 'privacy-policy', base.privacy, language),
  });
  const modified = Object.fromEntries(
    SITE_ASSETS.map((name) => {
      const times = filesOf(name).map((file) => modifiedMs(path.join(directory, file)) ?? 0);
      return [name, new Date(Math.max(...times))];
    }),
  ) as Record<SiteAsset, Date>;
  return {
    byLanguage: Object.fromEntries(LANGUAGES.map((l) => [l, inLanguage(l)])) as Record<
      Language,
      LocalizedSiteData
    >,
    modified,
  };
}

const cache = new Map<string, { stamp: string; data: SiteData }>();

/**
 * The site's data from a data folder (e.g. `shell/dist/assets/data`), decoded and localized once
 * and kept until a file's modification time changes. Throws a SiteDataError naming the file when
 * an English file is missing, not JSON or not the expected shape; a failed read is not kept, so the
 * next call tries again.
 */
export function loadSiteData(directory: string): SiteData {
  const key = path.resolve(directory);
  const current = stamp(key);
  const cached = cache.get(key);
  if (cached && cached.stamp === current) return cached.data;
  const data = read(key);
  cache.set(key, { stamp: current, data });
  return data;
}
