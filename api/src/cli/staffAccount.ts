// Adds a staff account or resets its password:
//   pnpm --filter @pod/api staff <username>            (asks for the password)
//   printf '%s\n' "$PASSWORD" | pnpm --filter @pod/api staff <username>
// Uses the same database as the server: DATABASE_URL (PostgreSQL) when set, else the SQLite
// file in DATA_DIR (default ./data, relative to where it runs).
import { createInterface } from 'node:readline';
import { allMigrations } from '../allMigrations.ts';
import { upsertStaffAccount } from '../auth/staffAccounts.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { openToolDatabase, type ToolDatabase } from '../db/openToolDatabase.ts';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped: the first line is the password.
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: print nothing for each keystroke.
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write('Password: ');
  output._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function main(): Promise<number> {
  // `pnpm --filter` runs this inside api/; resolve DATA_DIR from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const username = process.argv[2];
  if (!username || username.startsWith('-')) {
    console.error('Usage: pnpm --filter @pod/api staff <username>   (password from the prompt or stdin)');
    return 2;
  }
  const password = await readPassword();
  let database: ToolDatabase;
  try {
    database = await openToolDatabase(loadConfig(process.env).database, allMigrations);
  } catch (error) {
    console.error(`Cannot open the database: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  try {
    const { created, user } = await upsertStaffAccount(database.sql, username, password);
    console.log(
      `Staff account "${user.username}" ${created ? 'created' : 'password reset'} in ${database.where}`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.sql.destroy();
  }
}

process.exitCode = await main();
