import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../db/sqlClient.ts';
import { createAppMetrics } from './appMetrics.ts';

// The gauge reads no database; the backlog gauges beside it read no rows from this client.
const noDatabase: SqlClient = new Kysely({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('pod_app_live_version', () => {
  it('names the live version and build of every app as the site server reports them, at each scrape', async () => {
    const metrics = createAppMetrics({ sql: noDatabase, processMetrics: false });
    let remoteVersion = 'v1';
    metrics.watchLiveVersions(async () => [
      { app: 'shell', version: 'dist', build: 'abc123' },
      { app: 'forms', version: remoteVersion, build: 'def456' },
    ]);
    let text = await metrics.registry.metrics();
    expect(text).toContain('pod_app_live_version{app="shell",version="dist",build="abc123"} 1');
    expect(text).toContain('pod_app_live_version{app="forms",version="v1",build="def456"} 1');
    // A deploy switches forms: the old version's series goes, the new one is there.
    remoteVersion = 'v2';
    text = await metrics.registry.metrics();
    expect(text).toContain('pod_app_live_version{app="forms",version="v2",build="def456"} 1');
    expect(text).not.toContain('version="v1"');
  });

  it('is empty when no site is served (the API alone)', async () => {
    const metrics = createAppMetrics({ sql: noDatabase, processMetrics: false });
    expect(await metrics.registry.metrics()).not.toMatch(/^pod_app_live_version\{/m);
  });
});
