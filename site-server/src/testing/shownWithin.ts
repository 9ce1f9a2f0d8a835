const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For tests of the deploy window: how long until `seen` holds on every instance, each asked
 * every 20 ms (as page views would), up to `limitMs`; past it, the test fails.
 */
export async function shownWithin<T>(
  instances: readonly T[],
  seen: (instance: T) => Promise<boolean>,
  limitMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await Promise.all(instances.map(seen))).every(Boolean)) return Date.now() - started;
    await sleep(20);
  }
  throw new Error(`not shown on every instance within ${limitMs} ms`);
}
