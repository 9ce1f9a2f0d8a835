// Backup while the site takes contacts, then restore: every contact acknowledged before the
// backup began is in it, and the copy is one consistent state (each contact with its lead
// row). Restore refuses a DATA_DIR that holds anything.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/allMigrations.ts';
import { openServerSqlite } from '../src/db/sqlite/openServerSqlite.ts';
import { backupSqlite, restoreSqlite } from '../src/db/sqlite/sqliteBackup.ts';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';
import { tempDirsRemovedAfterEach } from './support/tempDirs.ts';
import { testDialect } from './support/testDatabase.ts';

// Registered before the harness's hook, so the folders go once the harness has closed (the last
// registered hook runs first).
const tempDir = tempDirsRemovedAfterEach('pod-backup-');
let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe.skipIf(testDialect() === 'postgres')('SQLite backup and restore', () => {
  it('a backup taken while contacts are posted holds every contact acknowledged before it began', async () => {
    h = await createHarness();
    const harness = h;
    const acknowledged: string[] = [];
    let posting = true;
    let n = 0;
    const poster = async () => {
      while (posting) {
        const message = `contact number ${n++}`;
        const res = await harness.post('/api/contacts', { ...validContact, message });
        if (res.status === 201) acknowledged.push(message);
        // In-process requests never wait on a socket: yield as a real server would between them.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const posters = [poster(), poster(), poster()];
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acknowledged];
    const file = join(tempDir(), 'site-backup.sqlite');
    await backupSqlite(h.dataDir, file);
    while (acknowledged.length < before.length + 30) await new Promise((resolve) => setTimeout(resolve, 5));
    posting = false;
    await Promise.all(posters);

    const restoredDir = join(tempDir(), 'restored');
    await restoreSqlite(restoredDir, file);
    const restored = await openServerSqlite(restoredDir, allMigrations);
    try {
      expect(restored.problem).toBeNull();
      const rows = await restored.sql.selectFrom('contacts').select('message').execute();
      const messages = new Set(rows.map((row) => row.message));
      for (const message of before) expect(messages.has(message), message).toBe(true);
      // Nothing in it that was never acknowledged, and no contact without its lead row.
      for (const message of messages) expect(acknowledged).toContain(message);
      const orphans = await restored.sql
        .selectFrom('contacts as c')
        .leftJoin('lead_notifications as n', 'n.contact_id', 'c.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('n.contact_id', 'is', null)
        .executeTakeFirst();
      expect(orphans?.n).toBe(0);
      console.log(`backup under load: ${before.length} acknowledged before, ${messages.size} in the copy`);
    } finally {
      await restored.sql.destroy();
    }
  });

  it('restore refuses a DATA_DIR that is not empty, and a file that is not a site database', async () => {
    h = await createHarness();
    const file = join(tempDir(), 'site-backup.sqlite');
    await backupSqlite(h.dataDir, file);
    await expect(backupSqlite(h.dataDir, file)).rejects.toThrow(/already exists/);
    const busy = tempDir();
    writeFileSync(join(busy, 'site.sqlite'), 'precious');
    await expect(restoreSqlite(busy, file)).rejects.toThrow(/not empty/);
    const junk = join(tempDir(), 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, but long enough to look like a header....');
    const empty = join(tempDir(), 'empty');
    await expect(restoreSqlite(empty, junk)).rejects.toThrow();
    expect(existsSync(join(empty, 'site.sqlite'))).toBe(false);
  });
});
