/** @jest-environment node */
import { migrationChecksum } from '@betoch/shared/server/migrations';
import { readMigrations, type Migration } from './database';
import { describeEachEngine, type MigrationTarget } from './test-database';

function migration(version: number, sql: string, file = `00${version}_step.sql`): Migration {
  return { version, file, sql, checksum: migrationChecksum(sql) };
}

const first = migration(1, 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT);');
const second = migration(2, 'CREATE INDEX things_by_name ON things (name);');

describe('readMigrations', () => {
  it('reads each engine’s files: the shared ones and its own', () => {
    const files = (engine: 'sqlite' | 'postgres') => readMigrations(engine).map((m) => m.file);
    expect(files('sqlite')).toContain('002_search.sqlite.sql');
    expect(files('sqlite')).not.toContain('002_search.postgres.sql');
    expect(files('postgres')).toContain('002_search.postgres.sql');
    expect(files('postgres')).toContain('001_listings.sql');
  });
});

describeEachEngine('migrations', (engine) => {
  let target: MigrationTarget;
  beforeEach(async () => {
    target = await engine.emptyDatabase();
  });
  afterEach(() => target.close());

  it('applies each migration once, recorded with its checksum', async () => {
    await expect(target.migrate([first])).resolves.toEqual([1]);
    await expect(target.migrate([first, second])).resolves.toEqual([2]);
    await expect(target.migrate([first, second])).resolves.toEqual([]);
  });

  it('refuses to start on a migration edited after it was applied, and changes nothing', async () => {
    await target.migrate([first]);
    const edited = migration(1, `${first.sql}\nALTER TABLE things ADD COLUMN extra TEXT;`);
    await expect(target.migrate([edited, second])).rejects.toThrow(
      /migration 001_step\.sql was changed after it was applied/,
    );
    // Nothing of the later migration was applied either: the original file still passes.
    await expect(target.migrate([first, second])).resolves.toEqual([2]);
  });

  it('names a failing migration and leaves it unapplied', async () => {
    const broken = migration(1, 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT;');
    await expect(target.migrate([broken])).rejects.toThrow(/migration 001_step\.sql failed/);
    await expect(target.migrate([first])).resolves.toEqual([1]);
  });

  it('applies the service’s own migrations', async () => {
    const own = readMigrations(engine.name === 'Postgres' ? 'postgres' : 'sqlite');
    await expect(target.migrate(own)).resolves.toEqual(own.map((m) => m.version));
    await expect(target.migrate(own)).resolves.toEqual([]);
  });
});
