import type { Migration } from '../db/migrate.ts';

// Applied migrations are never edited; `postgres` is PostgreSQL's text where SQLite's differs.
export const authMigrations: readonly Migration[] = [
  {
    id: 'auth-001-users',
    sql: `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      password TEXT NOT NULL
    )`,
  },
  {
    // The token itself is never stored: id is its sha256. Times are epoch milliseconds
    // (BIGINT on PostgreSQL, where INTEGER is 32 bits).
    id: 'auth-002-sessions',
    sql: `CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX sessions_user ON sessions(user_id);
    CREATE INDEX sessions_expires ON sessions(expires_at)`,
    postgres: `CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      last_seen_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL
    );
    CREATE INDEX sessions_user ON sessions(user_id);
    CREATE INDEX sessions_expires ON sessions(expires_at)`,
  },
];
