// How long a request waits for the deploy target is the SITE_TARGET_TIMEOUT_MS it is handed:
// the first read (nothing to fall back on) may take six times that, later ones that long, and
// then the last good bytes are served.
import type { DeployStore } from '@pod/deploy-format/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CachedObject } from './cachedObject.ts';

/** A store that answers once, then never again (a frozen target). */
function freezingStore(): DeployStore {
  let answered = false;
  return {
    description: 'frozen',
    read: () => {
      if (answered) return new Promise(() => {});
      answered = true;
      return Promise.resolve({ body: Buffer.from('live v1'), tag: '"1"' });
    },
    write: async () => {},
    remove: async () => {},
  };
}

/** Settles `read` only once `ms` of fake time have passed; says whether it was still pending before. */
async function settlesAfter<T>(read: Promise<T>, ms: number): Promise<{ pendingBefore: boolean; value: T }> {
  let settled = false;
  read.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms - 1);
  const pendingBefore = !settled;
  await vi.advanceTimersByTimeAsync(1);
  return { pendingBefore, value: await read };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CachedObject', () => {
  it('waits its timeout for a frozen target, then serves the last good bytes', async () => {
    vi.useFakeTimers();
    const object = new CachedObject(freezingStore(), 'forms/live.json', 40, 0);
    expect((await object.read()).body?.toString()).toBe('live v1');
    const late = await settlesAfter(object.read(), 40);
    expect(late.pendingBefore).toBe(true);
    expect(late.value).toEqual({ body: Buffer.from('live v1'), stale: 'no answer within 40 ms', slow: true });
  });

  it('gives the very first read six times as long (a target still starting)', async () => {
    vi.useFakeTimers();
    const frozen: DeployStore = { ...freezingStore(), read: () => new Promise(() => {}) };
    const first = await settlesAfter(new CachedObject(frozen, 'forms/live.json', 40, 0).read(), 240);
    expect(first.pendingBefore).toBe(true);
    expect(first.value).toEqual({ body: undefined, stale: 'no answer within 240 ms', slow: true });
  });

  it('calls a read unanswered for ten timeouts stuck, no longer only slow', async () => {
    vi.useFakeTimers();
    const object = new CachedObject(freezingStore(), 'forms/live.json', 40, 0);
    await object.read();
    expect((await settlesAfter(object.read(), 40)).value.slow).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    const stuck = await object.read();
    expect(stuck.stale).toMatch(/^no answer for \d+ ms$/);
    expect(stuck.slow).toBeUndefined();
  });
});
