import {
  fieldToken,
  filledListElementId,
  filledListHtml,
  scriptSafeJson,
} from '@pod/deploy-format/filledLists';
import { MemoryRouter } from '@pod/router';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island } from '../islands/Island.tsx';
import { findIslands } from '../islands/islandMarks.ts';
import { renderToHtml } from '../prerender/renderToHtml.tsx';
import { QueryFrame } from '../query/QueryFrame.tsx';
import { FilledList } from './FilledList.tsx';
import { useFilledList } from './useFilledList.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Shirt {
  id: string;
  name: string;
  note: string;
}

const TEMPLATE: Shirt = { id: fieldToken('id'), name: fieldToken('name'), note: fieldToken('note') };

function Shirts() {
  const shirts = useFilledList<Shirt>('shirts', ['/api/shirts']);
  return (
    <section aria-busy={shirts.loading}>
      <h2>Shirts</h2>
      <FilledList
        source="shirts"
        items={shirts.items}
        failed={shirts.failed}
        template={TEMPLATE}
        fallbacks={{ note: 'No note' }}
        loading={<p>Loading</p>}
        failure={<p role="alert">Could not load</p>}
        empty={<p>None yet</p>}
        list={(items) => <ul>{items}</ul>}
        item={(shirt) => (
          <li key={shirt.id} title={shirt.note || 'No note'}>
            {shirt.name}
          </li>
        )}
      />
    </section>
  );
}

// What the island's query function answers once live, and how often it was asked.
const api = { fetches: 0, answer: (): Promise<Shirt[]> => Promise.reject(new Error('down')) };

function ShirtsIsland() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: () => {
          api.fetches += 1;
          return api.answer();
        },
        retry: false,
      },
    },
  });
  return (
    <QueryFrame client={client}>
      <Shirts />
    </QueryFrame>
  );
}

// An item that reshapes a field: its template cannot be filled.
const SlicedShirts = () => (
  <FilledList
    source="shirts"
    items={undefined}
    failed={false}
    template={TEMPLATE}
    loading={<p>Loading</p>}
    failure={<p>Could not load</p>}
    empty={<p>None yet</p>}
    list={(items) => <ul>{items}</ul>}
    item={(shirt) => <li key={shirt.id}>{shirt.name.slice(0, 5)}</li>}
  />
);

const Page = () => (
  <main>
    <h1>Catalogue</h1>
    <Island name="Shirts" component={ShirtsIsland} hydrate="interaction" />
  </main>
);

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  api.fetches = 0;
  api.answer = () => Promise.reject(new Error('down'));
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The build's render, filled as the server fills it, with its seed in the head ('unfilled': as a server without filled lists leaves it). */
function servedPage(items: Shirt[] | undefined | 'unfilled'): HTMLElement {
  const { html, filledLists } = renderToHtml(<Page />, { app: 'demo', path: '/' });
  const [list] = filledLists;
  if (!list) throw new Error('no filled list recorded');
  if (items === 'unfilled') {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    return container;
  }
  const seed = document.createElement('script');
  seed.type = 'application/json';
  seed.id = filledListElementId('shirts');
  seed.textContent = scriptSafeJson(items ? { items } : { failed: true });
  document.head.append(seed);
  const container = document.createElement('div');
  container.innerHTML = html.replace(list.slot, filledListHtml(list, items));
  document.body.append(container);
  return container;
}

/** Recoverable errors and React's console errors (an attribute mismatch is only logged). */
async function hydrateAll(container: HTMLElement): Promise<unknown[]> {
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args[0]));
  for (const island of findIslands(container)) {
    await act(async () => {
      hydrateRoot(
        island.element,
        <MemoryRouter initialEntries={['/']}>
          <ShirtsIsland />
        </MemoryRouter>,
        { identifierPrefix: island.idPrefix, onRecoverableError: (error) => errors.push(error) },
      );
    });
  }
  logged.mockRestore();
  return errors;
}

describe('a filled list', () => {
  it('is recorded by the build as templates, with nothing loading in the page around it', () => {
    const { html, filledLists } = renderToHtml(<Page />, { app: 'demo', path: '/' });
    expect(filledLists).toEqual([
      {
        source: 'shirts',
        slot: '<p data-pod-filled-list="shirts">Loading</p>',
        list: '<ul><!--pod-list-items--></ul>',
        item: '<li title="{{note}}">{{name}}</li>',
        empty: '<p>None yet</p>',
        failed: '<p role="alert" data-pod-list-failed="shirts">Could not load</p>',
        fallbacks: { note: 'No note' },
      },
    ]);
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain(filledLists[0]?.slot);
  });

  it('fails the build when an item shows a field other than as its token (the server could not fill it)', () => {
    expect(() => renderToHtml(<SlicedShirts />, { app: 'demo', path: '/' })).toThrow(
      'the filled list "shirts" shows a field other than as its token: {{nam',
    );
  });

  it('filled by the server, hydrates over the same nodes without fetching or a mismatch', async () => {
    const items = [
      { id: '1', name: 'Tee <script>alert(1)</script>', note: '' },
      { id: '2', name: 'Hoodie {{note}}', note: 'Navy & "bold"' },
    ];
    const container = servedPage(items);
    const rows = [...container.querySelectorAll('li')];
    expect(rows.map((row) => [row.textContent, row.title])).toEqual([
      ['Tee <script>alert(1)</script>', 'No note'],
      ['Hoodie {{note}}', 'Navy & "bold"'],
    ]);
    expect(container.querySelector('script')).toBeNull();
    const before = [...container.querySelectorAll('*')];
    // The server's fallback is the client's too: an empty note reads "No note" on both sides.
    expect(await hydrateAll(container)).toEqual([]);
    await settle();
    expect([...container.querySelectorAll('*')]).toEqual(before);
    expect(api.fetches).toBe(0);
  });

  it('empty, or not readable at the server, hydrates what the server showed; a failure is asked again once live', async () => {
    const empty = servedPage([]);
    expect(empty.querySelector('p')?.textContent).toBe('None yet');
    expect(await hydrateAll(empty)).toEqual([]);
    await settle();
    expect(api.fetches).toBe(0);
    document.body.innerHTML = '';
    document.head.innerHTML = '';

    const failed = servedPage(undefined);
    const alert = failed.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Could not load');
    api.answer = () => Promise.resolve([{ id: '9', name: 'Polo', note: 'ok' }]);
    expect(await hydrateAll(failed)).toEqual([]);
    await settle();
    expect(api.fetches).toBe(1);
    expect(alert?.isConnected).toBe(false);
    expect([...failed.querySelectorAll('li')].map((row) => row.textContent)).toEqual(['Polo']);
  });

  it('left unfilled (a server older than the build), hydrates its loading text and fetches the list', async () => {
    const page = servedPage('unfilled');
    expect(page.querySelector('[data-pod-filled-list="shirts"]')?.textContent).toBe('Loading');
    api.answer = () => Promise.resolve([{ id: '1', name: 'Tee', note: '' }]);
    expect(await hydrateAll(page)).toEqual([]);
    await settle();
    expect(api.fetches).toBe(1);
    expect([...page.querySelectorAll('li')].map((row) => row.textContent)).toEqual(['Tee']);
  });
});
