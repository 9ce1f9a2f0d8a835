import { describe, expect, it } from 'vitest';
import { MemoryCounters } from './memoryCounters.ts';

describe('memory counters', () => {
  it('count per key within a window and start again after it', async () => {
    let now = 1000;
    const counters = new MemoryCounters(100, 10, () => now);
    expect((await counters.add('a')).count).toBe(1);
    now = 1050;
    expect(await counters.add('a')).toEqual({ count: 2, windowStart: 1000, lastAt: 1050 });
    expect((await counters.add('b')).count).toBe(1);
    now = 1100;
    expect(await counters.add('a')).toEqual({ count: 1, windowStart: 1100, lastAt: 1100 });
  });

  it('hold at most maxKeys keys, dropping ended windows first, then the oldest', async () => {
    let now = 0;
    const counters = new MemoryCounters(100, 3, () => now);
    await counters.add('old');
    now = 60;
    await counters.add('b');
    await counters.add('c');
    now = 120; // "old" has ended; "b" and "c" are live
    await counters.add('d');
    expect(counters.size).toBe(3);
    await counters.add('e'); // full of live windows: the oldest ("b") goes
    expect(counters.size).toBe(3);
    expect((await counters.add('c')).count).toBe(2);
    expect((await counters.add('b')).count).toBe(1);
  });
});
