// The auth room's tables as the queries see them (authMigrations.ts makes them). Times are
// epoch milliseconds.

export interface UsersTable {
  id: string;
  /** Trimmed and lower-cased (staffAccounts.ts). */
  username: string;
  /** The argon2 hash. */
  password: string;
}

/** id is the sha256 of the cookie token; the token itself is never stored. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}
