/**
 * `npm run listings:import -- <listings.json> [--am <am.json>] [--om <om.json>] [--remove id,id]`:
 * adds and changes
 * listings, or removes them, in the database the service runs on (DATABASE_URL, else LISTINGS_DB
 * or the default file), without deploying anything: a running service's workers apply the changes
 * from the change feed within a second (change-feed.ts). All or nothing: every problem in the input
 * is named, and then nothing is written. It runs below normal priority (LISTINGS_IMPORT_NICE,
 * import-priority.ts), so that the service's searches on the same machine go first. Docs:
 * docs/listings-service.md#adding-and-changing-listings.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServiceConfig } from './config';
import { importNice, yieldToSearches } from './import-priority';
import { importPace } from './write-pace';
import { openDatabase } from './database';
import { LANGUAGE_NAMES, OVERLAY_LANGUAGES, type OverlayLanguage } from './languages';
import { readListingImport, readRemovals, type ImportTexts } from './listing-import';
import { removeListings, storeListings, type ListingRecord, type Removal } from './listing-store';
import { readSiteListings, readTagNames } from './seed';

interface Arguments {
  file?: string | undefined;
  /** Each language's texts file (`--am`, `--om`), when given. */
  textFiles: Partial<Record<OverlayLanguage, string>>;
  remove?: string | undefined;
}

const USAGE =
  'usage: npm run listings:import -- <listings.json> [--am <am/property-details.json>] [--om <om/property-details.json>] [--remove id,id,…]';

function parseArguments(argv: string[]): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      // One option per language of the texts (a language added to the site fails to compile
      // below until it has its option).
      options: { am: { type: 'string' }, om: { type: 'string' }, remove: { type: 'string' } },
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new Error(`one listings file at a time\n${USAGE}`);
  const textFiles: Arguments['textFiles'] = {};
  for (const language of OVERLAY_LANGUAGES) {
    const file = values[language];
    if (file !== undefined) textFiles[language] = file;
  }
  const args: Arguments = { file: positionals[0], textFiles, remove: values.remove };
  if (args.file === undefined && args.remove === undefined) throw new Error(USAGE);
  for (const language of OVERLAY_LANGUAGES) {
    if (textFiles[language] !== undefined && args.file === undefined) {
      throw new Error(
        `--${language} gives the ${LANGUAGE_NAMES[language]} texts of a listings file: name the file too\n${USAGE}`,
      );
    }
  }
  return args;
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read (${error instanceof Error ? error.message : error})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file}: is not JSON (${error instanceof Error ? error.message : error})`);
  }
}

/** The input, checked whole: the records to store and the ids to remove, or every problem. */
function readInput(args: Arguments): { records: ListingRecord[]; removals: string[] } {
  const problems: string[] = [];
  let records: ListingRecord[] = [];
  let removals: string[] = [];
  if (args.file !== undefined) {
    const texts: ImportTexts = {};
    const names: Partial<Record<OverlayLanguage, string>> = {};
    for (const language of OVERLAY_LANGUAGES) {
      const file = args.textFiles[language];
      if (file === undefined) continue;
      texts[language] = readJsonFile(file);
      names[language] = path.basename(file);
    }
    const reading = readListingImport(readJsonFile(args.file), texts, {
      file: path.basename(args.file),
      texts: names,
    });
    if ('errors' in reading) problems.push(...reading.errors);
    else records = reading.records;
  }
  if (args.remove !== undefined) {
    const reading = readRemovals(args.remove);
    if ('errors' in reading) problems.push(...reading.errors);
    else removals = reading.ids;
  }
  const both = new Set(records.map((record) => record.property.id));
  for (const id of removals)
    if (both.has(id)) problems.push(`"${id}" is both imported and removed: choose one`);
  if (problems.length > 0) throw new Error(`nothing was written:\n  ${problems.join('\n  ')}`);
  return { records, removals };
}

/**
 * Why an import may not name these ids, or null: they are listings an account published
 * (docs/publishing.md). A seller's listing is theirs to edit or withdraw; an operator's import
 * that replaced it would put another listing under its address, its publisher and its enquiries.
 */
function publishedMessage(named: readonly string[], published: ReadonlySet<string>): string | null {
  const theirs = [...new Set(named)].filter((id) => published.has(id));
  if (theirs.length === 0) return null;
  const list = theirs.map((id) => `"${id}"`).join(', ');
  return `nothing was written: ${list} ${theirs.length === 1 ? 'is a listing' : 'are listings'} a seller published; an import neither replaces nor removes a seller's listing (they edit or withdraw it themselves)`;
}

/** The ids an import names: those it stores and those it removes. */
const namedIds = (records: readonly ListingRecord[], removals: readonly string[]) => [
  ...records.map((record) => record.property.id),
  ...removals,
];

function unknownMessage(removal: Removal): string | null {
  return 'unknown' in removal
    ? `nothing was written: no listing has the id ${removal.unknown.map((id) => `"${id}"`).join(', ')}`
    : null;
}

async function main(): Promise<void> {
  const { records, removals } = readInput(parseArguments(process.argv.slice(2)));
  const config = readServiceConfig(process.env);
  const nice = importNice(process.env);
  yieldToSearches(nice);
  const tagNames = readTagNames();
  if (config.databaseUrl) {
    const {
      openPostgres,
      migratePostgres,
      countPostgresListings,
      removePostgresListings,
      storePostgresListings,
    } = await import('./postgres-database');
    const pool = openPostgres(config.databaseUrl, { timeoutMs: 60_000 });
    try {
      await migratePostgres(pool);
      // An empty database gets the site's listings first, as the service would give it.
      if ((await countPostgresListings(pool)) === 0)
        await storePostgresListings(pool, readSiteListings(), tagNames);
      const published = await pool.query<{ id: string }>(
        'SELECT id FROM listings WHERE publisher_id IS NOT NULL',
      );
      const refused = publishedMessage(
        namedIds(records, removals),
        new Set(published.rows.map((row) => row.id)),
      );
      if (refused) throw new Error(refused);
      if (removals.length > 0) {
        const problem = unknownMessage(await removePostgresListings(pool, removals));
        if (problem) throw new Error(problem);
      }
      await storePostgresListings(pool, records, tagNames, { pace: importPace('postgres', nice) });
    } finally {
      await pool.end();
    }
  } else {
    mkdirSync(path.dirname(config.databaseFile), { recursive: true });
    const db = openDatabase(config.databaseFile);
    try {
      if (Number(db.prepare('SELECT count(*) AS n FROM listings').get()?.n ?? 0) === 0)
        storeListings(db, readSiteListings(), tagNames);
      const published = db
        .prepare('SELECT id FROM listings WHERE publisher_id IS NOT NULL')
        .all()
        .map((row) => String(row.id));
      const refused = publishedMessage(namedIds(records, removals), new Set(published));
      if (refused) throw new Error(refused);
      if (removals.length > 0) {
        const problem = unknownMessage(removeListings(db, removals));
        if (problem) throw new Error(problem);
      }
      storeListings(db, records, tagNames, { pace: importPace('embedded', nice) });
    } finally {
      db.close();
    }
  }
  const where = config.databaseUrl ? 'the Postgres database' : config.databaseFile;
  console.log(
    `${records.length} listing(s) added or changed, ${removals.length} removed, in ${where}`,
  );
}

main().catch((error: unknown) => {
  console.error(`listings:import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
