import type { WindowCounters } from '../http/rateLimit/rateLimit.ts';

interface Window {
  count: number;
  windowStart: number;
}

/**
 * Fixed-window counters in this instance's memory only: for a limit where counting per
 * instance is good enough and a database write per request is not worth it (the Web Vitals
 * beacon). At most `maxKeys` keys are held; past that, ended windows go first, then the
 * oldest, so a flood of new clients cannot grow the process without bound.
 */
export class MemoryCounters implements WindowCounters {
  readonly windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  // Map order is insertion order; a key whose window restarts is re-inserted, so the
  // first entries are always the oldest windows.
  readonly #windows = new Map<string, Window>();

  constructor(windowMs: number, maxKeys: number, now: () => number = Date.now) {
    this.windowMs = windowMs;
    this.#maxKeys = maxKeys;
    this.#now = now;
  }

  /** How many keys are held (for tests). */
  get size(): number {
    return this.#windows.size;
  }

  async add(key: string): Promise<{ count: number; windowStart: number; lastAt: number }> {
    const now = this.#now();
    const current = this.#windows.get(key);
    if (current && current.windowStart > now - this.windowMs) {
      current.count += 1;
      return { count: current.count, windowStart: current.windowStart, lastAt: now };
    }
    this.#windows.delete(key);
    this.#makeRoom(now);
    this.#windows.set(key, { count: 1, windowStart: now });
    return { count: 1, windowStart: now, lastAt: now };
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < this.#maxKeys) return;
    for (const [key, window] of this.#windows) {
      if (window.windowStart > now - this.windowMs) break;
      this.#windows.delete(key);
    }
    while (this.#windows.size >= this.#maxKeys) {
      const oldest = this.#windows.keys().next();
      if (oldest.done) return;
      this.#windows.delete(oldest.value);
    }
  }
}
