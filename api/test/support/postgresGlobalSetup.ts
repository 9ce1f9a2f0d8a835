// Vitest global set-up of the api-postgres project: one PostgreSQL server for the whole run;
// each test database is a schema of its own in it (see testDatabase.ts).
import { type RunningPostgres, startEmbeddedPostgres } from '../../support/embeddedPostgres.ts';

let running: RunningPostgres | undefined;

export async function setup(): Promise<void> {
  running = await startEmbeddedPostgres();
  // Test workers start after this and inherit the environment.
  process.env.POD_TEST_POSTGRES_URL = running.url;
}

export async function teardown(): Promise<void> {
  await running?.stop();
}
