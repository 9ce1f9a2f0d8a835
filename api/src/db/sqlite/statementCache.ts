import type Database from 'better-sqlite3';
import type { SqliteConnection } from './sqliteFile.ts';

export type Statement = Database.Statement<unknown[], unknown>;

/** Prepares each SQL text once per connection (cleared past 500 texts). */
export function statementCache(db: SqliteConnection): (text: string) => Statement {
  const statements = new Map<string, Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (statements.size > 500) statements.clear();
      statements.set(text, statement);
    }
    return statement;
  };
}
