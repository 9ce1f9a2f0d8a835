import { MemoryRouter } from '@pod/router';
import {
  findIslands,
  Island,
  IslandFailure,
  UnlessTypedEarly,
  WhileTypedEarly,
  WithoutScript,
  WithScript,
} from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, Profiler, type ReactElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqList from '../../islands/FaqList.tsx';
// Loaded ahead, so the island's dynamic import of the engine lands within the test.
import './faqSearchEngine.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The /faqs search as the build renders it and the browser hydrates it: the server's status must
// hold every early state (shown by CSS from the early-taps script's marks), and once live the
// island's own status must answer the box from its first commit.

const Page = () => (
  <main>
    <Island name="FaqList" component={FaqList} hydrate="interaction" />
  </main>
);

/** The class styled-components gives a shared-ui component: how the server's HTML tells them apart. */
const classOf = (element: ReactElement): string =>
  /class="([^"]+)"/.exec(renderToStaticMarkup(element))?.[1] ?? 'none';

function servedPage({ withCss = false } = {}): HTMLElement {
  const { html, css } = renderToHtml(<Page />, { app: 'marketing', path: '/faqs' });
  if (withCss) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The words CSS leaves on screen (jsdom applies the page's CSS to display, not to layout). */
function shownText(element: Element): string {
  return [...element.childNodes]
    .map((node) => {
      if (node instanceof Element) return getComputedStyle(node).display === 'none' ? '' : shownText(node);
      return node.textContent ?? '';
    })
    .join('');
}

const statusOf = (container: HTMLElement) => container.querySelector<HTMLElement>('#faq-search-status');
const boxOf = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#faq-search');
const shownIds = (container: HTMLElement) =>
  [...container.querySelectorAll('article[id]')].map((card) => card.id);

/**
 * Hydrates the island as the shell does (a transition, its own root and useId prefix), noting the
 * status and the list at every commit. Answers those commits and any hydration error.
 */
async function hydrate(container: HTMLElement) {
  const [island] = findIslands(container);
  if (!island) throw new Error('no island in the served page');
  const commits: { status: string; cards: number }[] = [];
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args[0]));
  const noteCommit = () =>
    commits.push({ status: statusOf(container)?.textContent ?? '', cards: shownIds(container).length });
  await act(async () => {
    startTransition(() => {
      const root = hydrateRoot(
        island.element,
        <MemoryRouter initialEntries={['/faqs']}>
          <Profiler id="faq" onRender={noteCommit}>
            <FaqList />
          </Profiler>
        </MemoryRouter>,
        { identifierPrefix: island.idPrefix, onRecoverableError: (error) => errors.push(error) },
      );
      roots.push(root);
    });
  });
  // The engine arrives by a dynamic import once the search is reached: let it land.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  logged.mockRestore();
  return { commits, errors };
}

/** Calls onCommit from its effect, after its children's effects: the shell's CommitSignal. */
function MarkLive({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const roots: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.className = '';
});

describe('the FAQ search status in the server HTML', () => {
  it('holds every early state, each in the shared-ui part CSS shows it by', () => {
    const container = servedPage();
    const line = container.querySelector<HTMLElement>('#faq-search-line');
    const partsOf = (component: ReactElement) => [
      ...(line?.querySelectorAll<HTMLElement>(`.${classOf(component).split(' ').join('.')}`) ?? []),
    ];
    const texts = (component: ReactElement) => partsOf(component).map((part) => part.textContent);
    // Scripts on, nothing typed yet: the whole list, the only words of the role="status" element.
    expect(texts(<UnlessTypedEarly />)).toEqual(['Showing all 21 questions']);
    expect(statusOf(container)?.textContent).toBe('Showing all 21 questions');
    // Typed into before the search is live: pending, never a count the box contradicts.
    expect(texts(<WhileTypedEarly />)).toEqual(['Searching…']);
    expect(partsOf(<WhileTypedEarly />)[0]?.closest('[aria-live="polite"]')).not.toBeNull();
    // The count only where scripts run, and not when the search's code failed ("Searching…"
    // says as much by itself).
    expect(texts(<WithScript />)).toEqual(['Showing all 21 questions']);
    expect(texts(<WithoutScript />)).toEqual([
      'Searching needs JavaScript. All 21 questions are listed below.',
    ]);
    // The failure notice, in the same line, says so with the list left whole, and retries in place.
    const [failure] = partsOf(<IslandFailure>x</IslandFailure>);
    expect(failure?.closest('[role="alert"]')).not.toBeNull();
    expect(failure?.querySelector('p')?.textContent).toBe(
      'The search could not load. Every question is listed below.',
    );
    expect(failure?.querySelector('button[data-island-retry]')?.textContent).toBe('Try again');
    expect(shownIds(container)).toHaveLength(21);
  });
});

describe('the FAQ search status line before the search is live', () => {
  // The marks: html.js from the head's theme script, the rest from its early-taps script.
  const states: [state: string, scripts: boolean, marks: string[], shown: string][] = [
    ['scripts off', false, [], 'Searching needs JavaScript. All 21 questions are listed below.'],
    ['scripts on, untouched', true, [], 'Showing all 21 questions'],
    ['typed into', true, ['data-island-typed'], 'Searching…'],
    [
      'its code failed after typing',
      true,
      ['data-island-typed', 'data-island-failed'],
      'The search could not load. Every question is listed below.Try again',
    ],
    [
      'its code failed untouched',
      true,
      ['data-island-failed'],
      'The search could not load. Every question is listed below.Try again',
    ],
    // Live: the island's own count (here still the server's words), whatever marks are left.
    ['live', true, ['data-island-typed', 'data-island-hydrated'], 'Showing all 21 questions'],
  ];
  for (const [state, scripts, marks, shown] of states)
    it(`shows only what is true: ${state}`, () => {
      const container = servedPage({ withCss: true });
      if (scripts) document.documentElement.classList.add('js');
      const island = container.querySelector('[data-island-app]');
      for (const mark of marks) island?.setAttribute(mark, 'true');
      const line = container.querySelector('#faq-search-line');
      if (!line) throw new Error('no status line');
      expect(shownText(line)).toBe(shown);
      expect(shownIds(container)).toHaveLength(21);
    });
});

describe('the FAQ search once live', () => {
  it('answers text typed before hydration in its first commit after it, list and status together', async () => {
    const container = servedPage();
    const box = boxOf(container);
    if (!box) throw new Error('no search box');
    box.value = 'shippi';
    const { commits, errors } = await hydrate(container);
    expect(errors).toEqual([]);
    // The first commit is the hydration itself (the server's HTML, unchanged); the next already
    // answers the box, with the plain filter until the engine lands.
    expect(commits[0]).toEqual({ status: 'Showing all 21 questions', cards: 21 });
    const answered = commits[1];
    expect(answered?.status).toMatch(/^\d+ of 21 questions match “shippi”$/);
    expect(answered?.cards).toBe(Number(answered?.status.split(' ')[0]));
    for (const commit of commits.slice(1)) expect(commit.status).not.toMatch(/Showing all|No questions/);
    expect(box.value).toBe('shippi');
    // Then the engine: "shippi" as a start of "shipping", so "Do you ship internationally?" too.
    expect(shownIds(container)).toEqual(
      expect.arrayContaining(['shipping-services', 'international-shipping']),
    );
    expect(statusOf(container)?.textContent).toBe(
      `${shownIds(container).length} of 21 questions match “shippi”`,
    );
  });

  it('with nothing typed, keeps every server element and says only the count', async () => {
    const container = servedPage();
    const before = [...container.querySelectorAll('[data-island-app] *')];
    const { errors } = await hydrate(container);
    expect(errors).toEqual([]);
    expect(before.filter((element) => !element.isConnected)).toEqual([]);
    expect(statusOf(container)?.textContent).toBe('Showing all 21 questions');
  });

  it('is marked live only with its answer: nothing can paint between the mark and the answer', async () => {
    // As the shell: a parent whose effect marks the island hydrated (shell CommitSignal), the
    // point from which CSS stops showing "Searching…". What the status says at the end of that
    // task is what the next frame paints.
    const container = servedPage();
    const [island] = findIslands(container);
    const box = boxOf(container);
    if (!island || !box) throw new Error('no island in the served page');
    box.value = 'dhl';
    let painted: string | undefined;
    const markLive = () => {
      island.element.setAttribute('data-island-hydrated', 'true');
      queueMicrotask(() => {
        painted = statusOf(container)?.textContent ?? '';
      });
    };
    // The real scheduler, not act's queue: the order of tasks is what is under test.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => {
        const root = hydrateRoot(
          island.element,
          <MemoryRouter initialEntries={['/faqs']}>
            <MarkLive onCommit={markLive}>
              <FaqList />
            </MarkLive>
          </MemoryRouter>,
          { identifierPrefix: island.idPrefix },
        );
        roots.push(root);
      });
      await vi.waitFor(() => expect(painted).toBeDefined());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(painted).toBe('1 of 21 questions match “dhl”');
  });
});
