import { createHash } from 'node:crypto';
import { isPostgres, type SqlClient } from '../db/sqlClient.ts';

// The class half of PostgreSQL's two-key advisory locks (a key space apart from the
// migrations' one-key lock): "sign-in attempts of one client".
const SIGN_IN_LOCK_CLASS = 731_042_402;

/**
 * Inside a transaction: waits until no other sign-in attempt of this client is being
 * counted, on any instance, so "check the limits, then count" cannot interleave. SQLite
 * needs nothing here: its transactions already hold the file's write lock from BEGIN.
 */
export async function lockSignInClient(tx: SqlClient, clientKey: string): Promise<void> {
  if (!isPostgres(tx)) return;
  const key = createHash('sha256').update(clientKey).digest().readInt32BE(0);
  // Two int4 keys: the two-key form of the lock (one bigint would share the migrations' space).
  await tx
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [
          eb.cast(eb.val(SIGN_IN_LOCK_CLASS), 'integer'),
          eb.cast(eb.val(key), 'integer'),
        ])
        .as('locked'),
    )
    .execute();
}
