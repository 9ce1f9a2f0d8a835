import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenToHydrate } from './whenToHydrate.ts';

type Observed = { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean };
const observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

const intersect = (observed: Observed, isIntersecting: boolean) =>
  observed.callback(
    observed.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
    {} as IntersectionObserver,
  );

function island(inner: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.style.display = 'contents';
  wrapper.innerHTML = inner;
  document.body.append(wrapper);
  return wrapper;
}

afterEach(() => {
  observers.length = 0;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('when an island comes to life', () => {
  it('"visible": once what it holds comes near the screen, and only once', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const start = vi.fn();
    whenToHydrate(island('<p>one</p><p>two</p>'), 'visible', start);
    const [observed] = observers;
    // The wrapper has no box (display: contents): its children are watched.
    expect(observed?.targets.map((target) => target.textContent)).toEqual(['one', 'two']);
    if (!observed) return;
    intersect(observed, false);
    expect(start).not.toHaveBeenCalled();
    intersect(observed, true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observed.disconnected).toBe(true);
  });

  it('"idle": at an idle moment; cancelled when the page area is taken over first', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));
    const start = vi.fn();
    const cancel = whenToHydrate(island(''), 'idle', start);
    expect(idle).toHaveLength(1);
    cancel();
    expect(idle).toHaveLength(0);
    expect(start).not.toHaveBeenCalled();
  });

  it('"load": at once (in a microtask)', async () => {
    const start = vi.fn();
    whenToHydrate(island('<p>x</p>'), 'load', start);
    expect(start).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
