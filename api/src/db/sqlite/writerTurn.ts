/** A write that waited its whole turn behind our own writes: answered like another process's lock. */
export class WriterBusyError extends Error {
  readonly code = 'SQLITE_BUSY';
  constructor() {
    super('the database is busy with other writes');
    this.name = 'WriterBusyError';
  }
}

/**
 * The one writer of a SQLite connection: a transaction holds the turn from BEGIN to its end,
 * and a write from outside waits until no transaction does, so it never lands inside somebody
 * else's transaction. Every wait has a deadline; past it, the write is busy (503).
 */
export class WriterTurn {
  #current: Promise<void> | null = null;

  /**
   * Runs step as soon as no transaction holds the turn (never waiting past deadline). The
   * last check and step run in one synchronous step: a check before an await could be stale
   * by the time it resumes.
   */
  async whenFree<T>(deadline: number, step: () => T): Promise<T> {
    while (this.#current) await this.#waitForCurrent(deadline);
    return step();
  }

  /** Takes the turn (waiting as whenFree does); call the returned function to give it back. */
  take(deadline: number): Promise<() => void> {
    return this.whenFree(deadline, () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      this.#current = held;
      return () => {
        if (this.#current === held) this.#current = null;
        release();
      };
    });
  }

  /** Resolves when nobody holds the turn (closing waits for the running transaction). */
  async idle(): Promise<void> {
    while (this.#current) await this.#current;
  }

  async #waitForCurrent(deadline: number): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) throw new WriterBusyError();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, left);
    });
    await Promise.race([this.#current, late]);
    clearTimeout(timer);
  }
}
