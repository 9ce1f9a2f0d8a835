import type { Db } from './openDatabase.ts';

export interface Migration {
  /** Unique and stable forever, e.g. "contacts-001-create". Applied in list order. */
  id: string;
  sql: string;
}

/** Applies each migration not yet recorded, each in its own transaction. */
export function runMigrations(db: Db, migrations: readonly Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((row) => (row as { id: string }).id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id);
    })();
    ran.push(migration.id);
  }
  return ran;
}
