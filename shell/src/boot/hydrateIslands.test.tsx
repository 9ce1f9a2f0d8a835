import { findIslands, Island } from '@pod/shared-ui';
import { DUE_EVENT, DUE_MARK, HYDRATED_MARK, POSTED_MARK, RETRY_EVENT } from '@pod/shared-ui/islandLife';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadIsland } from '../federation/loadIsland.ts';
import { hydrateIslands } from './hydrateIslands.tsx';

vi.mock('../federation/loadIsland.ts', () => ({ loadIsland: vi.fn() }));

type CounterProps = { start: number };

function Counter({ start }: CounterProps) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {count}
    </button>
  );
}

function Page() {
  return (
    <>
      <h1>Static</h1>
      <Island name="Counter" component={Counter} props={{ start: 1 }} />
      <Island name="Counter" component={Counter} props={{ start: 10 }} hydrate="visible" />
    </>
  );
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToHtml(<Page />, { app: 'demo', path: '/' }).html;
  document.body.append(container);
  // The head's script (shell/src/inline/islands.ts) says when each is due; here, at once.
  for (const island of container.querySelectorAll('[data-island-app]')) island.setAttribute(DUE_MARK, 'true');
  return container;
}

const errors: string[] = [];
beforeEach(() => {
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((message: string) => errors.push(message));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hydrating the islands of a server page', () => {
  it('brings every island to life in place, and leaves the rest alone', async () => {
    vi.mocked(loadIsland).mockResolvedValue(Counter as never);
    const container = serverPage();
    const serverButtons = [...container.querySelectorAll('button')];
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(container.querySelectorAll(`[${HYDRATED_MARK}]`)).toHaveLength(2));
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(errors).toEqual([]);
    serverButtons[1]?.click();
    await vi.waitFor(() => expect(serverButtons[1]?.textContent).toBe('11'));
    expect(Object.keys(container.querySelector('h1') ?? {}).some((key) => key.startsWith('__react'))).toBe(
      false,
    );
    islands.dispose();
  });

  it('brings an island to life only once the starter is marked due', async () => {
    vi.mocked(loadIsland).mockResolvedValue(Counter as never);
    const container = serverPage();
    const idle = container.querySelectorAll('[data-island-app]')[1] as HTMLElement;
    idle.removeAttribute(DUE_MARK);
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(container.querySelectorAll(`[${HYDRATED_MARK}]`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle.hasAttribute(HYDRATED_MARK)).toBe(false);
    idle.setAttribute(DUE_MARK, 'true');
    idle.dispatchEvent(new Event(DUE_EVENT));
    await vi.waitFor(() => expect(idle.hasAttribute(HYDRATED_MARK)).toBe(true));
    islands.dispose();
  });

  it('says when the first island has hydrated, not before: none has until one is due', async () => {
    vi.mocked(loadIsland).mockResolvedValue(Counter as never);
    const container = serverPage();
    const [first, second] = [...container.querySelectorAll<HTMLElement>('[data-island-app]')];
    for (const island of [first, second]) island?.removeAttribute(DUE_MARK);
    const islands = hydrateIslands(findIslands(container));
    let hydrated = false;
    void islands.firstHydrated.then(() => {
      hydrated = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydrated).toBe(false);
    second?.setAttribute(DUE_MARK, 'true');
    second?.dispatchEvent(new Event(DUE_EVENT));
    await vi.waitFor(() => expect(hydrated).toBe(true));
    expect(second?.hasAttribute(HYDRATED_MARK)).toBe(true);
    expect(first?.hasAttribute(HYDRATED_MARK)).toBe(false);
    islands.dispose();
  });

  it('leaves an island whose form is being posted as the server sent it, until the page is shown again', async () => {
    vi.mocked(loadIsland).mockResolvedValue(Counter as never);
    const container = serverPage();
    const [posted, other] = [...container.querySelectorAll<HTMLElement>('[data-island-app]')];
    // The head's islands.ts wrote the pending words and marked it; the page is leaving.
    posted?.setAttribute(POSTED_MARK, 'true');
    const button = posted?.querySelector('button') as HTMLButtonElement;
    button.textContent = 'Sending...';
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(other?.hasAttribute(HYDRATED_MARK)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted?.hasAttribute(HYDRATED_MARK)).toBe(false);
    expect(button.textContent).toBe('Sending...');
    // Shown again from the bfcache: islands.ts puts the words back, removes the mark, says it is due again.
    button.textContent = '1';
    posted?.removeAttribute(POSTED_MARK);
    posted?.dispatchEvent(new Event(DUE_EVENT));
    await vi.waitFor(() => expect(posted?.hasAttribute(HYDRATED_MARK)).toBe(true));
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('2'));
    expect(errors).toEqual([]);
    islands.dispose();
  });

  it('keeps the server HTML of an island whose code does not arrive', async () => {
    vi.mocked(loadIsland).mockRejectedValue(new Error('remote down'));
    const container = serverPage();
    const before = container.innerHTML;
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(container.querySelectorAll('[data-island-failed]')).toHaveLength(2));
    expect(container.querySelectorAll('button')[0]?.textContent).toBe('1');
    expect(container.innerHTML.replaceAll(' data-island-failed="true"', '')).toBe(before);
  });

  it("brings an island whose code did not arrive to life when the visitor's Try again asks once more", async () => {
    vi.mocked(loadIsland)
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(Counter as never);
    const container = serverPage();
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(container.querySelectorAll('[data-island-failed]')).toHaveLength(1));
    const failed = container.querySelector('[data-island-failed]') as HTMLElement;
    expect(failed.hasAttribute(HYDRATED_MARK)).toBe(false);
    failed.dispatchEvent(new Event(RETRY_EVENT, { bubbles: true }));
    await vi.waitFor(() => expect(container.querySelectorAll(`[${HYDRATED_MARK}]`)).toHaveLength(2));
    islands.dispose();
  });

  it('unmounts every island when the page area is taken over', async () => {
    vi.mocked(loadIsland).mockResolvedValue(Counter as never);
    const container = serverPage();
    const islands = hydrateIslands(findIslands(container));
    await vi.waitFor(() => expect(container.querySelectorAll(`[${HYDRATED_MARK}]`)).toHaveLength(2));
    islands.dispose();
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
