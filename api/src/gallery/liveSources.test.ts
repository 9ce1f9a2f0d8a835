import { describe, expect, it } from 'vitest';
import { sharedRead } from './liveSources.ts';

describe('a live list read for pages', () => {
  it('shares one read among the requests that arrive while it runs, and reads afresh after', async () => {
    let reads = 0;
    const read = sharedRead(async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ filename: `read ${reads}` }];
    });
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    expect(await read()).toEqual([{ filename: 'read 2' }]);
  });
});
