// A list the pages show is read once and kept until the gallery changes: this process's
// changes show at the next page, another instance's within the version check's interval.
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/support/testDatabase.ts';
import { galleryChanged, raiseGalleryVersion } from './galleryVersion.ts';
import { keptUntilGalleryChanges } from './keptList.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function countedList(checkEveryMs: number) {
  t = await openTestDatabase();
  let reads = 0;
  const list = keptUntilGalleryChanges(
    t.sql,
    async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ filename: `read ${reads}` }];
    },
    checkEveryMs,
  );
  return { list, reads: () => reads, sql: t.sql };
}

describe('a list kept for pages', () => {
  it('is read once for a burst of page views, shared by those that arrive together', async () => {
    const { list, reads } = await countedList(60_000);
    const [a, b] = await Promise.all([list(), list()]);
    expect(a).toBe(b);
    for (let view = 0; view < 100; view++) await list();
    expect(reads()).toBe(1);
    // Current: the items themselves, so a page view waits for no promise and sets no timer.
    expect(list()).toBe(a);
  });

  it("shows this process's change at the next page view", async () => {
    const { list, reads, sql } = await countedList(60_000);
    expect(await list()).toEqual([{ filename: 'read 1' }]);
    await galleryChanged(sql);
    expect(await list()).toEqual([{ filename: 'read 2' }]);
    expect(reads()).toBe(2);
  });

  it("shows another instance's change once its version check comes round, and not before", async () => {
    const { list, reads, sql } = await countedList(100);
    await list();
    await raiseGalleryVersion(sql); // what another instance's change leaves in the database
    expect(await list()).toEqual([{ filename: 'read 1' }]); // within the interval: kept
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await list()).toEqual([{ filename: 'read 2' }]);
    // Checked again with no change: kept, no new read.
    await new Promise((resolve) => setTimeout(resolve, 120));
    await list();
    expect(reads()).toBe(2);
  });
});
