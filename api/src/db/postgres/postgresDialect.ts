import {
  type DatabaseIntrospector,
  type DialectAdapter,
  type Kysely,
  PostgresAdapter,
  PostgresDialect,
  type PostgresPool,
  sql,
} from 'kysely';
import { SearchPathIntrospector } from './searchPathIntrospector.ts';

// Any fixed number: instances of this API take the same PostgreSQL advisory lock. Versions
// before this one took it per transaction (pg_advisory_xact_lock); the two forms exclude
// each other, so an older instance starting beside a newer one still waits its turn.
const MIGRATION_LOCK_KEY = 7_310_424_001;

/** PostgreSQL with our migration lock in place of Kysely's own advisory lock. */
class MigrationLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(db);
  }
  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(db);
  }
}

/** Kysely's PostgresDialect over a pool, with our migration lock, seeing the search_path's schemas. */
export class PostgresLockingDialect extends PostgresDialect {
  constructor(pool: PostgresPool) {
    super({ pool });
  }
  override createAdapter(): DialectAdapter {
    return new MigrationLockAdapter();
  }
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
