/** One key's attempts in the current window: failures plus checks still running. */
export interface AttemptEntry {
  count: number;
  windowStart: number;
  /** When the last attempt was let through (for the growing per-account delay). */
  lastAt: number;
}

/**
 * Fixed-window attempt counts per key, in memory (one process serves the site; a restart
 * forgetting them is acceptable). Entries sit in the Map in window-start order (a new
 * window is re-inserted at the end), so expired ones are dropped from the front in O(1)
 * per call, and the Map never holds more than maxKeys entries.
 */
export class AttemptCounts {
  readonly #entries = new Map<string, AttemptEntry>();
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor(windowMs: number, now: () => number, maxKeys = 50_000) {
    this.#windowMs = windowMs;
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** The live entry, or undefined once its window has passed. */
  get(key: string): AttemptEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.windowStart >= this.#windowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  count(key: string): number {
    return this.get(key)?.count ?? 0;
  }

  /** Milliseconds until the key's window ends. */
  windowLeftMs(key: string): number {
    const entry = this.get(key);
    return entry ? Math.max(0, entry.windowStart + this.#windowMs - this.#now()) : 0;
  }

  /** Counts one attempt before it is checked, so concurrent attempts see it at once. */
  add(key: string): AttemptEntry {
    const now = this.#now();
    const entry = this.get(key);
    if (entry) {
      entry.count += 1;
      entry.lastAt = now;
      return entry;
    }
    this.#makeRoom(now);
    const fresh = { count: 1, windowStart: now, lastAt: now };
    this.#entries.set(key, fresh);
    return fresh;
  }

  /** Gives back one counted attempt (it turned out to be a correct password). */
  remove(key: string): void {
    const entry = this.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.#entries.delete(key);
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }

  #makeRoom(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.windowStart < this.#windowMs && this.#entries.size < this.#maxKeys) break;
      this.#entries.delete(key);
    }
  }
}
