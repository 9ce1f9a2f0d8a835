// The PostgreSQL backup command: never overwrites a file, leaves nothing under the target name
// when pg_dump fails, and says plainly when pg_dump is older than the server.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupPostgres } from '../src/db/postgres/postgresBackup.ts';
import { tempDirsRemovedAfterEach } from './support/tempDirs.ts';
import { postgresServerUrl, testDialect } from './support/testDatabase.ts';

const tempDir = tempDirsRemovedAfterEach('pod-pgbackup-');

/** A stand-in pg_dump: reports `version`, writes some bytes to its --file, exits with `exit`. */
function fakePgDump(dir: string, version: string, exit: number): string {
  const tool = join(dir, 'pg_dump');
  writeFileSync(
    tool,
    `#!/bin/sh
if [ "$1" = "--version" ]; then echo "pg_dump (PostgreSQL) ${version}"; exit 0; fi
for arg in "$@"; do case "$arg" in --file=*) printf 'PGDMP partial' > "\${arg#--file=}";; esac; done
echo "pg_dump: error: connection lost" >&2
exit ${exit}
`,
  );
  chmodSync(tool, 0o755);
  return tool;
}

describe('PostgreSQL backup', () => {
  it('refuses a target that exists and leaves it as it was', async () => {
    const dir = tempDir();
    const to = join(dir, 'site.dump');
    writeFileSync(to, 'an earlier backup');
    await expect(backupPostgres('postgres://127.0.0.1:1/none', to)).rejects.toThrow(/already exists/);
    expect(readFileSync(to, 'utf8')).toBe('an earlier backup');
  });
});

describe.runIf(testDialect() === 'postgres')('PostgreSQL backup against a server', () => {
  it('leaves no file under the target name when pg_dump fails', async () => {
    const dir = tempDir();
    const to = join(dir, 'site.dump');
    await expect(backupPostgres(postgresServerUrl(), to, fakePgDump(dir, '99.0', 1))).rejects.toThrow(
      /pg_dump failed .*nothing was written/,
    );
    expect(existsSync(to)).toBe(false);
    expect(existsSync(`${to}.partial`)).toBe(false);
  });

  it('puts the file under the target name only when pg_dump succeeded', async () => {
    const dir = tempDir();
    const to = join(dir, 'site.dump');
    await backupPostgres(postgresServerUrl(), to, fakePgDump(dir, '99.0', 0));
    expect(readFileSync(to, 'utf8')).toBe('PGDMP partial');
    expect(existsSync(`${to}.partial`)).toBe(false);
  });

  it('says that pg_dump is older than the server, and which version to install', async () => {
    const dir = tempDir();
    const to = join(dir, 'site.dump');
    await expect(backupPostgres(postgresServerUrl(), to, fakePgDump(dir, '9.6.24', 0))).rejects.toThrow(
      /pg_dump is version 9, older than the PostgreSQL server \(version \d+\).*postgresql-client-\d+/,
    );
    expect(existsSync(to)).toBe(false);
  });
});
