// Property-based: thousands of random and hostile requests to both contact endpoints,
// in process. Every answer is a 201 or a 4xx in the one JSON error shape, never a 500,
// and every stored row passes an independent check of the rules.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactRow, type ContactsHarness, createHarness } from './contactsHarness.ts';
import { attemptArb, send } from './support/hostileContactRequests.ts';

const RUNS = Number(process.env.CONTACTS_PROPERTY_RUNS || 2500);

// --- an oracle written apart from the shared schema ---------------------------------
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
function hasBadChars(value: string, singleLine: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true;
    if (singleLine && [0x09, 0x0a, 0x0d, 0x85, 0x2028, 0x2029].includes(code)) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}
// Nothing but spaces and characters that show nothing (zero-width, fillers, format marks).
const invisibleOnly = (value: string) =>
  value !== '' && value.replace(/[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu, '') === '';
const okText = (value: unknown, max: number, singleLine: boolean, required: boolean): boolean =>
  typeof value === 'string' &&
  !invisibleOnly(value) &&
  value === value.trim() &&
  value.length <= max &&
  (!required || value.length > 0) &&
  !hasBadChars(value, singleLine);

function rowProblems(row: ContactRow): string[] {
  const problems: string[] = [];
  if (!okText(row.first_name, 100, true, true)) problems.push('first_name');
  if (!okText(row.last_name, 100, true, true)) problems.push('last_name');
  if (!okText(row.email, 254, true, true) || !emailShape.test(row.email)) problems.push('email');
  if (row.company !== null && !okText(row.company, 200, true, true)) problems.push('company');
  if (!okText(row.message, 5000, false, true)) problems.push('message');
  if (!['sales', 'customer_service'].includes(row.source)) problems.push('source');
  if (!/^[0-9a-f-]{36}$/.test(row.id)) problems.push('id');
  return problems;
}

function expectErrorShape(json: unknown): void {
  expect(json).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
  const error = (json as { error: Record<string, unknown> }).error;
  expect(Object.keys(error).every((key) => ['code', 'message', 'fields'].includes(key))).toBe(true);
  if (error.fields !== undefined) {
    expect(typeof error.fields).toBe('object');
    for (const value of Object.values(error.fields as object)) expect(typeof value).toBe('string');
  }
}

function runProperty(h: ContactsHarness, runs: number, allowed: number[]) {
  const seen = new Map<number, number>();
  let created = 0;
  return fc
    .assert(
      fc.asyncProperty(attemptArb, async (attempt) => {
        const before = (await h.rows()).length;
        const res = await send(h, attempt);
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        expect(res.status === 201 || allowed.includes(res.status), `status ${res.status}`).toBe(true);
        expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
        if (res.status === 429) expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
        const json = (await res.json()) as Record<string, unknown>;
        const after = await h.rows();
        if (res.status === 201) {
          expect(Object.keys(json).sort()).toEqual(['createdAt', 'id']);
          const stored = after.find((row) => row.id === json.id);
          // Stored, unless a bot filled the honeypot (then: answered alike, nothing kept).
          expect(after.length - before).toBe(stored ? 1 : 0);
          if (stored) {
            created++;
            expect(rowProblems(stored)).toEqual([]);
            expect(stored.created_at).toBe(json.createdAt);
          }
        } else {
          expectErrorShape(json);
          expect(after.length).toBe(before);
        }
      }),
      { numRuns: runs },
    )
    .then(() => {
      if (process.env.CONTACTS_PROPERTY_REPORT) console.log('answers by status', Object.fromEntries(seen));
      return { seen, created };
    });
}

describe('contacts endpoints under random and hostile input', () => {
  let h: ContactsHarness;
  beforeAll(async () => {
    h = await createHarness({ rateLimitMax: 0, bodyLimitBytes: 32_768 });
  });
  afterAll(() => h.close());

  it(`answers ${RUNS} requests with 201 or a 4xx JSON error, storing only valid rows`, async () => {
    const { seen, created } = await runProperty(h, RUNS, [400, 401, 403, 404, 405, 413, 415]);
    // The generators really reach every branch.
    for (const status of [201, 400, 403, 405, 413, 415])
      expect(seen.get(status) ?? 0, `${status}`).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(RUNS / 10);
    for (const row of await h.rows()) expect(rowProblems(row)).toEqual([]);
  }, 180_000);
});

describe('contacts endpoints under a tight rate limit', () => {
  let h: ContactsHarness;
  beforeAll(async () => {
    h = await createHarness({ rateLimitMax: 50, rateLimitWindowMs: 3_600_000, bodyLimitBytes: 4096 });
  });
  afterAll(() => h.close());

  it('adds 429 (with Retry-After) to the answers and still never fails', async () => {
    const { seen } = await runProperty(h, 400, [400, 401, 403, 404, 405, 413, 415, 429]);
    expect(seen.get(429) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
