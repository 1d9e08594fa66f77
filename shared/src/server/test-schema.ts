import { Pool } from 'pg';

/*
 * A schema of its own on the Postgres server tests may use (BETOCH_TEST_DATABASE_URL), dropped
 * with everything in it afterwards: how the services' test suites run on Postgres side by side.
 */

/** The variable naming the Postgres server the tests may use (a database they may write to). */
export const TEST_DATABASE_URL_VARIABLE = 'BETOCH_TEST_DATABASE_URL';

let schemas = 0;

/** The test server's URL with its own schema first in the search path (extensions stay in public). */
function schemaUrl(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

/** A new schema on the test server (with `extensions` created in public), and how to drop it. */
export async function freshSchema(
  base: string,
  { extensions = [] }: { extensions?: readonly string[] } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const schema = `betoch_test_${process.pid}_${++schemas}_${Date.now().toString(36)}`;
  const admin = new Pool({ connectionString: base, max: 1 });
  try {
    for (const extension of extensions) {
      // In public, so that every schema's migrations find it there ("IF NOT EXISTS"); suites in
      // parallel may race to create it.
      await admin
        .query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`)
        .catch(async () => {
          await admin.query('SELECT 1 FROM pg_extension WHERE extname = $1', [extension]);
        });
    }
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    name: schema,
    url: schemaUrl(base, schema),
    async drop() {
      const dropper = new Pool({ connectionString: base, max: 1 });
      try {
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The test server's URL, or undefined (the Postgres tests are then skipped with the reason). */
export function testDatabaseUrl(): string | undefined {
  return process.env[TEST_DATABASE_URL_VARIABLE]?.trim() || undefined;
}
