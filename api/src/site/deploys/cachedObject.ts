import type { DeployStore } from './deployStore.ts';

/**
 * One small object (a pointer, an index) re-read on every call, cheaply: the store is asked
 * whether it changed (a stat for a folder, a conditional GET for a bucket) and the bytes are
 * kept between changes. Concurrent callers share one read.
 */
export class CachedObject {
  private readonly store: DeployStore;
  private readonly key: string;
  private tag: string | undefined;
  private body: Buffer | undefined;
  private inFlight: Promise<Buffer | undefined> | undefined;

  constructor(store: DeployStore, key: string) {
    this.store = store;
    this.key = key;
  }

  read(): Promise<Buffer | undefined> {
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async refresh(): Promise<Buffer | undefined> {
    const result = await this.store.read(this.key, this.tag);
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
