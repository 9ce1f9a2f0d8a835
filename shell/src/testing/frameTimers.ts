import { vi } from 'vitest';

// For tests of what waits on a painted frame and an idle moment, under fake timers: a frame
// comes every 16 ms and an idle moment 1 ms after it is asked for.
export function stubFramesAndIdle(): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1),
  );
}
