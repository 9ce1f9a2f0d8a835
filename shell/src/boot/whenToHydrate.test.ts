import { REACHED_MARK } from '@pod/shared-ui/islandLife';
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

  it('"visible": a screen ahead of the viewport, or as many screens as the island asks for', () => {
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class extends FakeIntersectionObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback);
          margins.push(options?.rootMargin);
        }
      },
    );
    whenToHydrate(island('<p>near</p>'), 'visible', vi.fn());
    whenToHydrate(island('<p>far</p>'), 'visible', vi.fn(), { screensAhead: 2 });
    expect(margins).toEqual(['100% 0px', '200% 0px']);
  });

  it('"visible", an island with empty server HTML: watched where what follows it starts', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const start = vi.fn();
    const empty = island('');
    const after = document.createElement('section');
    after.textContent = 'next section';
    empty.after(after);
    whenToHydrate(empty, 'visible', start);
    expect(observers[0]?.targets).toEqual([after]);
    if (observers[0]) intersect(observers[0], true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('"visible", an empty island last in its section: watched where the next section starts, not its own', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const section = document.createElement('section');
    section.innerHTML = '<h2>On screen</h2><div data-island="Strip" style="display: contents"></div>';
    const footer = document.createElement('footer');
    document.body.append(section, footer);
    whenToHydrate(section.querySelector('[data-island]') as Element, 'visible', vi.fn());
    expect(observers[0]?.targets).toEqual([footer]);
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

  it('"interaction": when a press, focus or key reaches what it holds, once, after a frame has shown its answer; a touch passing over is not a reach', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      const start = vi.fn();
      const element = island('<button type="button">Pause</button>');
      whenToHydrate(element, 'interaction', start);
      const button = element.querySelector('button') as HTMLButtonElement;
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
      vi.advanceTimersByTime(2000);
      expect(start).not.toHaveBeenCalled();
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(start).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"interaction": a press hydrates once released and a frame has shown it, not while held', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    try {
      const start = vi.fn();
      const element = island('<button type="button">Send</button>');
      whenToHydrate(element, 'interaction', start);
      const button = element.querySelector('button') as HTMLButtonElement;
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
      vi.advanceTimersByTime(500);
      expect(start).not.toHaveBeenCalled();
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(start).toHaveBeenCalledTimes(1);

      // A press never released (the finger slid off the page) waits a second at most.
      const held = vi.fn();
      const other = island('<button type="button">Send</button>');
      whenToHydrate(other, 'interaction', held);
      other.querySelector('button')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      vi.advanceTimersByTime(999);
      expect(held).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1 + 250);
      expect(held).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"interaction": at once when reached before the shell ran, else at its latest moment', async () => {
    const reachedEarly = vi.fn();
    const element = island('<p>x</p>');
    element.setAttribute(REACHED_MARK, 'true');
    whenToHydrate(element, 'interaction', reachedEarly);
    await Promise.resolve();
    expect(reachedEarly).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    try {
      const untouched = vi.fn();
      whenToHydrate(island('<p>y</p>'), 'interaction', untouched, { hydrateBy: performance.now() + 3000 });
      vi.advanceTimersByTime(2900);
      expect(untouched).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(untouched).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"interaction": a cancel stops both the listening and the latest moment', () => {
    vi.useFakeTimers();
    try {
      const start = vi.fn();
      const element = island('<input />');
      const cancel = whenToHydrate(element, 'interaction', start, { hydrateBy: performance.now() + 100 });
      cancel();
      element.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      vi.advanceTimersByTime(1000);
      expect(start).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
