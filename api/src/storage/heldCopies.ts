/** One object's local copy, as the read cache knows it. */
export interface Copy {
  key: string;
  file: string;
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
  /** Bodies open on the file now: while any is, the copy is never evicted. */
  readers: number;
  /** Found by key (false once evicted or deleted: its bytes stay held until its last reader closes). */
  listed: boolean;
}

/**
 * The read cache's bookkeeping: which copies exist, which are being read, and how many bytes
 * they hold on disk. Every byte counts from its reservation (before the copy is written) until
 * the file is gone and no reader holds it open: a copy evicted while a slow reader still has it
 * open takes disk until that reader closes, so it counts until then. A copy being read is never
 * evicted (later readers share it instead of each getting their own), and a reservation that
 * finds no room among copies nobody reads is refused: the bytes held never pass the bound, but
 * for one copy larger than the whole bound while nothing else is held.
 */
export class HeldCopies {
  readonly #listed = new Map<string, Copy>(); // in order of last read: the first goes first
  readonly #maxBytes: number;
  readonly #discard: (file: string) => void;
  #heldBytes = 0;

  /** `discard` removes a copy's file (readers that have it open keep reading it). */
  constructor(maxBytes: number, discard: (file: string) => void) {
    this.#maxBytes = maxBytes;
    this.#discard = discard;
  }

  /** Bytes on disk: listed copies, copies still open after eviction, reservations. */
  get heldBytes(): number {
    return this.#heldBytes;
  }

  /** The listed copy of a key, now the most recently read. */
  find(key: string): Copy | undefined {
    const copy = this.#listed.get(key);
    if (copy) {
      this.#listed.delete(key);
      this.#listed.set(key, copy);
    }
    return copy;
  }

  /** Holds `bytes` for a copy about to be written, evicting unread copies oldest first; false: no room. */
  reserve(bytes: number): boolean {
    for (const copy of this.#listed.values()) {
      if (this.#heldBytes + bytes <= this.#maxBytes) break;
      if (copy.readers === 0) this.#unlist(copy);
    }
    if (this.#heldBytes + bytes > this.#maxBytes && this.#heldBytes > 0) return false;
    this.#heldBytes += bytes;
    return true;
  }

  /** A reservation that came to nothing (the transfer failed). */
  unreserve(bytes: number): void {
    this.#heldBytes -= bytes;
  }

  /** A written copy, findable from now on; `reserved` is what was held for it. */
  list(copy: Copy, reserved: number): void {
    this.#heldBytes += copy.size - reserved;
    const earlier = this.#listed.get(copy.key);
    if (earlier) this.#unlist(earlier);
    this.#listed.set(copy.key, copy);
  }

  /** A reader opens the copy; false when it was evicted meanwhile (fetch it again). */
  open(copy: Copy): boolean {
    if (!copy.listed) return false;
    copy.readers += 1;
    return true;
  }

  /** A reader's body closed (read out, cut off or let go). */
  close(copy: Copy): void {
    copy.readers -= 1;
    if (!copy.listed && copy.readers === 0) this.#heldBytes -= copy.size;
  }

  /** The key's copy goes now (the object was deleted). */
  forget(key: string): void {
    const copy = this.#listed.get(key);
    if (copy) this.#unlist(copy);
  }

  /** This copy goes, if still listed (its file could not be opened). */
  drop(copy: Copy): void {
    if (copy.listed) this.#unlist(copy);
  }

  /** Everything listed goes (closing): open readers keep their files until they close. */
  clear(): void {
    for (const copy of [...this.#listed.values()]) this.#unlist(copy);
  }

  #unlist(copy: Copy): void {
    this.#listed.delete(copy.key);
    copy.listed = false;
    this.#discard(copy.file);
    if (copy.readers === 0) this.#heldBytes -= copy.size;
  }
}
