import type { DeployStore } from '@pod/deploy-format/store';

/** The first read has nothing to fall back on, so it may wait longer (a server starting up). */
const FIRST_READ_FACTOR = 6;
/**
 * A read still unanswered after this many timeouts is a target that cannot be read; before
 * that it is only slow (a busy event loop, a target under load), which health does not report.
 */
const STUCK_FACTOR = 10;

/** What the last read of an object found: fresh, or the last good bytes because the target failed. */
export interface ObjectRead {
  body: Buffer | undefined;
  /** Set when the target did not answer in time or failed: `body` is the last good read. */
  stale?: string;
  /**
   * With `stale`: the read is only late (still in flight, not yet stuck), so the target has not
   * been shown unreadable; nothing about its health follows from this read.
   */
  slow?: true;
}

/**
 * One small object (a pointer, an index) read at most once per `recheckMs`: a call within that
 * time of the last good read is answered from memory; after it the store is asked whether it
 * changed (a stat for a folder, a conditional GET for a bucket) and the bytes are kept between
 * changes. Concurrent callers share one read. A target that is slow or down
 * never holds a request: after `timeoutMs` (SITE_TARGET_TIMEOUT_MS) the last good bytes are used (the read
 * goes on in the background and updates them when it lands).
 */
export class CachedObject {
  private readonly store: DeployStore;
  readonly key: string;
  private tag: string | undefined;
  private body: Buffer | undefined;
  private inFlight: Promise<Buffer | undefined> | undefined;
  private inFlightSince = 0;
  private everRead = false;
  /** When the last good read began (what it found was current then). */
  private readAt = Number.NEGATIVE_INFINITY;

  private readonly timeoutMs: number;
  private readonly recheckMs: number;

  /**
   * `timeoutMs`: how long a request waits for the target before it uses what it last read;
   * `recheckMs`: how long a good read is taken as current (recheckInterval.ts).
   */
  constructor(store: DeployStore, key: string, timeoutMs: number, recheckMs: number) {
    this.store = store;
    this.key = key;
    this.timeoutMs = timeoutMs;
    this.recheckMs = recheckMs;
  }

  /**
   * Until when the last good read is taken as current: a read before then is answered from
   * memory, one after it asks the store. Past while a read is in flight or after a failed one.
   */
  get currentUntil(): number {
    return this.inFlight ? Number.NEGATIVE_INFINITY : this.readAt + this.recheckMs;
  }

  async read(): Promise<ObjectRead> {
    if (Date.now() < this.currentUntil) return { body: this.body };
    const timeoutMs = this.everRead ? this.timeoutMs : this.timeoutMs * FIRST_READ_FACTOR;
    // A read that has already outlived the timeout: do not wait again; past STUCK_FACTOR
    // timeouts the target counts as unreadable, before that only as slow.
    const pendingFor = Date.now() - this.inFlightSince;
    if (this.inFlight && pendingFor > timeoutMs) {
      const stale = `no answer for ${pendingFor} ms`;
      return pendingFor > timeoutMs * STUCK_FACTOR
        ? { body: this.body, stale }
        : { body: this.body, stale, slow: true };
    }
    if (!this.inFlight) {
      this.inFlightSince = Date.now();
      this.inFlight = this.refresh().finally(() => {
        this.inFlight = undefined;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const result = await Promise.race([this.inFlight, timeout]);
      if (result === 'timeout')
        return { body: this.body, stale: `no answer within ${timeoutMs} ms`, slow: true };
      return { body: result };
    } catch (error) {
      return { body: this.body, stale: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Keeps the last good bytes until a read succeeds; a failed read leaves them as they were. */
  private async refresh(): Promise<Buffer | undefined> {
    const startedAt = Date.now();
    const result = await this.store.read(this.key, this.tag);
    this.readAt = startedAt;
    this.everRead = true;
    if (!result) {
      this.tag = undefined;
      this.body = undefined;
    } else if (result.body) {
      this.tag = result.tag;
      this.body = result.body;
    }
    return this.body;
  }
}

/**
 * Several objects read at once (the registry, and each app's live pointer and versions index):
 * a slow target costs the request one wait, not one per object. Never rejects: each read
 * carries its own staleness.
 */
export function readObjects<T extends readonly CachedObject[] | []>(
  objects: T,
): Promise<{ -readonly [K in keyof T]: ObjectRead }> {
  // One read per object, in the same order: the tuple's length is the objects' own.
  return Promise.all(objects.map((object) => object.read())) as Promise<{
    -readonly [K in keyof T]: ObjectRead;
  }>;
}
