import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Agent } from '../data/types';
import type { Property } from '../domain/property';

/** `shared/assets/data/`: the data files the shell serves at `/assets/data/`. */
export const DATA_DIR = join(__dirname, '../../assets/data');

/** A served data file's text, e.g. `readAssetText('am/faq.json')`. */
export function readAssetText(file: string): string {
  return readFileSync(join(DATA_DIR, file), 'utf8');
}

/** A served data file, parsed (the test states the type it expects). */
export function readAsset<T>(file: string): T {
  return JSON.parse(readAssetText(file)) as T;
}

/** `property-details.json` as served. */
export const PROPERTIES = readAsset<Property[]>('property-details.json');

/** `agent-data.json` as served. */
export const AGENTS = readAsset<Agent[]>('agent-data.json');

/** A property of the data set by id (throws when the data has changed under the test). */
export function propertyById(id: string): Property {
  const property = PROPERTIES.find((p) => p.id === id);
  if (!property) throw new Error(`property-details.json has no ${id}`);
  return property;
}
