import { MemoryRouter } from '@pod/router';
import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToHtml } from '../prerender/renderToHtml.tsx';
import { Island, type IslandProps } from './Island.tsx';
import { findIslands } from './islandMarks.ts';

// act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type CounterProps = { label: string; start: number };

function Counter({ label, start }: CounterProps) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((n) => n + 1)}>
        {count}
      </button>
    </p>
  );
}

function Static() {
  const id = useId();
  return <h1 id={id}>Static heading</h1>;
}

function Page() {
  return (
    <main>
      <Static />
      <Island name="Counter" component={Counter} props={{ label: 'first', start: 1 }} />
      <p>Text between</p>
      <Island name="Counter" component={Counter} props={{ label: 'second', start: 5 }} hydrate="visible" />
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('islands in a build-time render', () => {
  it('are marked with their app, name, props and a useId prefix of their own', () => {
    const { html } = renderToHtml(<Page />, { app: 'demo', path: '/' });
    const container = document.createElement('div');
    container.innerHTML = html;
    const islands = findIslands(container);
    expect(
      islands.map(({ app, name, hydrate, props, idPrefix }) => ({ app, name, hydrate, props, idPrefix })),
    ).toEqual([
      {
        app: 'demo',
        name: 'Counter',
        hydrate: 'interaction',
        props: { label: 'first', start: 1 },
        idPrefix: 'demo-i0-',
      },
      {
        app: 'demo',
        name: 'Counter',
        hydrate: 'visible',
        props: { label: 'second', start: 5 },
        idPrefix: 'demo-i1-',
      },
    ]);
    // Each island's ids come from its own render; the static part keeps the page's prefix.
    expect(container.querySelector('h1')?.id).toContain('demo-R');
    expect(islands[0]?.element.querySelector('span')?.id).toContain('demo-i0-');
    expect(islands[1]?.element.querySelector('span')?.id).toContain('demo-i1-');
  });

  it('hydrate one by one in the browser, keeping every server node, with no mismatch', async () => {
    const { html } = renderToHtml(<Page />, { app: 'demo', path: '/' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const errors: unknown[] = [];
    for (const island of findIslands(container)) {
      await act(async () => {
        hydrateRoot(
          island.element,
          <MemoryRouter initialEntries={['/']}>
            <Counter {...(island.props as IslandProps & CounterProps)} />
          </MemoryRouter>,
          { identifierPrefix: island.idPrefix, onRecoverableError: (error) => errors.push(error) },
        );
      });
    }
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('*')]).toEqual(before);
    // The islands are hydrated: a press counts; the static heading was never touched by React.
    const buttons = container.querySelectorAll('button');
    await act(async () => buttons[1]?.click());
    expect(buttons[1]?.textContent).toBe('6');
    expect(Object.keys(container.querySelector('h1') ?? {}).some((key) => key.startsWith('__react'))).toBe(
      false,
    );
  });

  it('render inline, without marks, when a page renders in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Page />));
    expect(container.querySelectorAll('[data-island]')).toHaveLength(2);
    expect(findIslands(container)).toEqual([]);
    expect(container.querySelectorAll('button')[0]?.textContent).toBe('1');
  });

  it('skips a malformed mark instead of throwing', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-island="Counter" data-island-app="demo" data-id-prefix="demo-i0-" data-props="{oops"></div>' +
      '<div data-island="Counter" data-island-app="demo" data-id-prefix="demo-i1-" data-props="[1]"></div>';
    expect(findIslands(container)).toEqual([]);
  });
});
