import type { Migration } from '../db/migrate.ts';

export const authMigrations: readonly Migration[] = [
  {
    id: 'auth-001-users',
    sql: `CREATE TABLE users (
      id TEXT PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      password TEXT NOT NULL
    )`,
  },
];
