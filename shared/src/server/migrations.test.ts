/** @jest-environment node */
import { migrationChecksum, planMigrations, type Migration } from './migrations';

function migration(version: number, sql: string, file = `00${version}_step.sql`): Migration {
  return { version, file, sql, checksum: migrationChecksum(sql) };
}

const first = migration(1, 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT);');
const second = migration(2, 'CREATE INDEX things_by_name ON things (name);');

describe('planMigrations', () => {
  it('applies what the database lacks, in order, and adopts rows recorded without a checksum', () => {
    expect(planMigrations([first, second], [])).toEqual({ pending: [first, second], adopt: [] });
    expect(
      planMigrations([first, second], [{ version: 1, file: first.file, checksum: null }]),
    ).toEqual({ pending: [second], adopt: [first] });
  });

  it('refuses an applied migration whose file changed, naming it', () => {
    const edited = { ...first, sql: `${first.sql} -- edited`, checksum: migrationChecksum('x') };
    expect(() =>
      planMigrations([edited], [{ version: 1, file: first.file, checksum: first.checksum }]),
    ).toThrow(/migration 001_step\.sql was changed after it was applied to this database/);
  });

  it('refuses a database migrated further than this service knows', () => {
    expect(() =>
      planMigrations([first], [{ version: 7, file: '007_later.sql', checksum: 'abc' }]),
    ).toThrow(/007_later\.sql applied.*this service is older than its database/);
  });
});
