import os from 'node:os';

/*
 * An import is a batch beside a service that answers visitors: on a machine whose cores the
 * service's query workers share, the import's process takes a core for as long as it writes (10,000
 * listings of real-length texts: 8–12 s), and searches queue behind it. So the import runs below
 * normal priority: it takes what the workers leave, and is as fast as before on an idle machine
 * (docs/listings-service.md#adding-and-changing-listings). Postgres's own work is in the server's
 * processes, which this does not touch.
 */

/** The niceness an import runs at unless LISTINGS_IMPORT_NICE says otherwise (0: normal). */
export const IMPORT_NICE = 10;

/**
 * The niceness LISTINGS_IMPORT_NICE asks for: a whole number 0–19, IMPORT_NICE when unset; an
 * error naming the setting otherwise.
 */
export function importNice(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.LISTINGS_IMPORT_NICE;
  if (value === undefined || value === '') return IMPORT_NICE;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) {
    throw new Error(`LISTINGS_IMPORT_NICE must be a whole number from 0 to 19, not "${value}"`);
  }
  return nice;
}

/** Lowers this process's priority to `nice` (a process may always lower its own). */
export function yieldToSearches(nice: number): void {
  if (nice > os.getPriority()) os.setPriority(nice);
}
