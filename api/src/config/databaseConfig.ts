import { type InferType, object } from 'yup';
import type { DatabaseSettings } from '../db/serverDatabase.ts';
import type { CoreConfig } from './coreConfig.ts';
import { parsed, whole } from './settingTypes.ts';

function checkDatabaseUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('a URL such as postgres://pod:secret@db.internal:5432/pod');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error('only postgres:// is supported (unset it for the embedded SQLite file)');
}

export const databaseSchema = object({
  DATABASE_URL: parsed(checkDatabaseUrl),
  PGPOOL_MAX: whole(1, 1000),
  DATABASE_TIMEOUT_MS: whole(1, 3_600_000),
});

/** PostgreSQL with DATABASE_URL, else the embedded SQLite file under DATA_DIR. */
export function databaseConfig(s: InferType<typeof databaseSchema>, core: CoreConfig): DatabaseSettings {
  return {
    dataDir: core.dataDir,
    databaseUrl: s.DATABASE_URL || undefined,
    poolMax: s.PGPOOL_MAX ?? 10,
    queryTimeoutMs: s.DATABASE_TIMEOUT_MS ?? 5000,
  };
}
