import { afterEach, describe, expect, it, vi } from 'vitest';

// The reporter's chunk fails to load, as it may just after a deploy removed it.
vi.mock('./vitalsReporter.ts', () => {
  throw new Error('Loading chunk failed');
});

const { scheduleVitalsReporter } = await import('./scheduleVitalsReporter.ts');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scheduleVitalsReporter', () => {
  it('swallows a reporter chunk that fails to load instead of leaving an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => true });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    try {
      scheduleVitalsReporter(); // the test document has loaded: it starts at once
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
