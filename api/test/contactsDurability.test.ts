// Durability: SIGKILL the real server in the middle of a burst of submissions, start it
// again on the same data folder, and find every submission that had been answered 201.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { freePort, startServerProcess } from '../support/serverProcess.ts';
import { validContact } from './contactsHarness.ts';
import { testDialect } from './support/testDatabase.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pod-durability-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `node api/src/main.ts` on the shared data folder; the test may SIGKILL it. */
async function startServer(port: number): Promise<ChildProcess> {
  const server = await startServerProcess({
    port,
    dataDir,
    env: { SERVE_SITE: 'false', CONTACTS_RATE_LIMIT_MAX: '0' },
  });
  children.add(server.child);
  server.child.once('exit', () => children.delete(server.child));
  return server.child;
}

async function postContact(port: number, n: number): Promise<string | null> {
  const path = n % 2 === 0 ? '/api/contacts' : '/api/contacts/cs';
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ ...validContact, message: `burst message ${n}` }),
  });
  if (res.status !== 201) return null;
  const body = (await res.json()) as { id: string };
  return body.id;
}

// Once per run: SIGKILL of the one SQLite-backed server (e2e/tests/scaleOut.spec.ts does it on PostgreSQL).
describe.skipIf(testDialect() === 'postgres')('durability', () => {
  it('keeps every 201-answered submission across a SIGKILL mid-burst', async () => {
    const port = await freePort();
    const first = await startServer(port);

    const acknowledged: string[] = [];
    let failed = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    let sent = 0;

    // 24 clients post as fast as they can; the kill lands while many posts are open.
    const client = async () => {
      while (!killed) {
        const n = sent++;
        inFlight++;
        try {
          const id = await postContact(port, n);
          if (id) acknowledged.push(id);
          else failed++;
        } catch {
          failed++; // connection reset by the kill: never acknowledged, may or may not be stored
        } finally {
          inFlight--;
        }
        if (!killed && acknowledged.length >= 300) {
          killed = true;
          inFlightAtKill = inFlight;
          first.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, client));
    await new Promise<void>((resolve) =>
      first.exitCode !== null || first.signalCode ? resolve() : first.once('exit', () => resolve()),
    );
    expect(first.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Same data folder, new process: it starts, serves, and has every acknowledged row.
    const second = await startServer(port);
    expect(await postContact(port, 0)).toMatch(/^[0-9a-f-]{36}$/);

    const db = new Database(siteDatabasePath(dataDir), { readonly: true });
    try {
      const stored = new Set(
        (db.prepare('SELECT id FROM contacts').all() as { id: string }[]).map((row) => row.id),
      );
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      const integrity = db.pragma('integrity_check', { simple: true });
      expect(integrity).toBe('ok');
      console.log(
        `durability: ${acknowledged.length} acknowledged, ${failed} cut off, ${inFlightAtKill} in flight at the kill, ${stored.size} rows after restart`,
      );
    } finally {
      db.close();
      second.kill('SIGTERM');
    }
  }, 90_000);
});
