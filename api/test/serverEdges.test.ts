// Edges of the real server process: a 413 closes the
// connection honestly, answers from below the app have a body and the security
// headers, and SIGTERM lets requests in flight finish.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';
import { validContact } from './contactsHarness.ts';
import { exchange, openSocket, parseResponse } from './support/rawSocket.ts';
import { testDialect } from './support/testDatabase.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startServer(
  env: Record<string, string> = {},
): Promise<ServerProcess & { port: number; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-edges-'));
  dirs.push(dataDir);
  const port = await freePort();
  const server = await startServerProcess({ port, dataDir, env: { SERVE_SITE: 'false', ...env } });
  return { ...server, port, dataDir };
}

function expectSecurityHeaders(headers: Record<string, string>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

// Once per run: HTTP edges of the server process, not the database.
describe.skipIf(testDialect() === 'postgres')('raw edges of the real server', () => {
  let server: ServerProcess & { port: number; dataDir: string };
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('a 413 on a chunked body says Connection: close', async () => {
    const chunk = 'x'.repeat(8192);
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const res = await exchange(
      server.port,
      `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n${chunks}`,
    );
    console.log(`413 on a chunked body: Connection: ${res.headers.connection}`);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('unknown method, missing, doubled, empty or malformed Host, odd Expect and oversized headers get a JSON body and the security headers', async () => {
    const cases = [
      { request: 'BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', status: 400 },
      { request: 'GET /api/product-images HTTP/1.1\r\nHost: exa mple\r\n\r\n', status: 400 },
      { request: `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
      // Node's own answers (no body, no headers) before: a missing Host, an unknown Expect.
      { request: 'GET /api/health HTTP/1.1\r\n\r\n', status: 400 },
      { request: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-foo\r\n\r\n', status: 417 },
      // A doubled or empty Host reached the app (and pages built URLs from it: a 500).
      { request: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n', status: 400 },
      { request: 'GET /api/health HTTP/1.1\r\nHost: \r\n\r\n', status: 400 },
    ];
    for (const { request, status } of cases) {
      const res = await exchange(server.port, request);
      console.log(`${request.split('\r\n')[0]?.slice(0, 30)}: ${res.status}, body ${res.body.length} bytes`);
      expect(res.status).toBe(status);
      expectSecurityHeaders(res.headers);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
  });
});

describe.skipIf(testDialect() === 'postgres')('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database, exits 0', async () => {
    const server = await startServer();
    let output = '';
    server.child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );

    // A post whose body is only half sent when the signal arrives.
    const body = JSON.stringify({ ...validContact, message: 'sent across a shutdown' });
    const half = Math.floor(body.length / 2);
    const { socket, received } = await openSocket(server.port);
    socket.write(
      `POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    // A full round trip on another connection: by its end the server has the post's headers.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/product-images`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('SIGTERM received')) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    // No new connections once stopping.
    await expect(fetch(`http://127.0.0.1:${server.port}/api/product-images`)).rejects.toThrow();
    socket.write(body.slice(half));
    const res = parseResponse(await received);
    const code = await exited;
    console.log(`in-flight post across SIGTERM: ${res.status || 'reset'}, exit code ${code}`);
    expect(res.status).toBe(201);
    expect(res.headers.connection).toBe('close');
    expect(code).toBe(0);
    const db = new Database(siteDatabasePath(server.dataDir), { readonly: true });
    const rows = db.prepare('SELECT message FROM contacts').all() as { message: string }[];
    db.close();
    expect(rows).toEqual([{ message: 'sent across a shutdown' }]);
  }, 60_000);
});
