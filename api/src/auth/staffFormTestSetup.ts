// What the tests of staff forms posted as plain HTML share (staffFormSession.test.ts,
// test/signInFormPost.test.ts): a fresh database holding the test staff account, and a post of
// fields the way a browser sends a same-origin form. Test code only: nothing in the API imports it.
import type { Hono } from 'hono';
import { afterEach } from 'vitest';
import { testConfig } from '../../test/support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from '../../test/support/testDatabase.ts';
import { STAFF } from '../../test/uploadHarness.ts';
import { upsertStaffAccount } from './staffAccounts.ts';

export const SITE = 'http://localhost';

/** Call at a test file's top: returns the set-up that opens the database, closed after each test. */
export function staffDatabasePerTest() {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  return async () => {
    database = await openTestDatabase();
    await upsertStaffAccount(database.sql, STAFF.username, STAFF.password);
    return { sql: database.sql, config: testConfig({ DATA_DIR: database.dataDir }) };
  };
}

/** Posts fields to the app as a same-origin HTML form would; headers add to or replace its own. */
export function formPoster(app: Hono) {
  return (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(`${SITE}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: SITE,
          'Sec-Fetch-Site': 'same-origin',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
}
