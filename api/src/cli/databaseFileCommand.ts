import { loadConfig } from '../config/loadConfig.ts';
import { fileArgument } from './fileArgument.ts';

/**
 * A database command that takes one file (`backup -- --to <file>`, `restore -- --from <file>`):
 * PostgreSQL with DATABASE_URL, else the SQLite file in DATA_DIR. Prints what `run` did, or why
 * it failed (exit code 1); without the file, the usage (exit code 2).
 */
export async function databaseFileCommand(
  command: 'backup' | 'restore',
  flag: '--to' | '--from',
  run: {
    postgres: (url: string, file: string) => Promise<string>;
    sqlite: (dataDir: string, file: string) => Promise<string>;
  },
): Promise<void> {
  const file = fileArgument(process.argv.slice(2), flag);
  if (!file) {
    console.error(`usage: pnpm --filter @pod/api ${command} -- ${flag} <file>`);
    process.exitCode = 2;
    return;
  }
  try {
    const { databaseUrl, dataDir } = loadConfig(process.env).database;
    console.log(databaseUrl ? await run.postgres(databaseUrl, file) : await run.sqlite(dataDir, file));
  } catch (error) {
    console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
