/**
 * Counts failed sign-ins per key (username, client address) in a fixed window.
 * In memory: one process serves the site; a restart forgetting counts is acceptable.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; windowStart: number }>();
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(max: number, windowMs: number, now: () => number) {
    this.#max = max;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  #current(key: string): { count: number; windowStart: number } | undefined {
    const entry = this.#failures.get(key);
    if (entry && this.#now() - entry.windowStart >= this.#windowMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until another attempt is allowed for any of the keys, or 0. */
  retryAfterSeconds(keys: readonly string[]): number {
    let wait = 0;
    for (const key of keys) {
      const entry = this.#current(key);
      if (entry && entry.count >= this.#max)
        wait = Math.max(wait, Math.ceil((entry.windowStart + this.#windowMs - this.#now()) / 1000));
    }
    return wait;
  }

  fail(keys: readonly string[]): void {
    if (this.#failures.size > 10_000) this.#prune();
    for (const key of keys) {
      const entry = this.#current(key);
      if (entry) entry.count += 1;
      else this.#failures.set(key, { count: 1, windowStart: this.#now() });
    }
  }

  succeed(keys: readonly string[]): void {
    for (const key of keys) this.#failures.delete(key);
  }

  #prune(): void {
    for (const key of [...this.#failures.keys()]) this.#current(key);
  }
}
