import { fieldToken, fillLiveList, liveListElementId, scriptSafeJson } from '@pod/deploy-format/liveLists';
import { MemoryRouter } from '@pod/router';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island } from '../islands/Island.tsx';
import { findIslands } from '../islands/islandMarks.ts';
import { renderToHtml } from '../prerender/renderToHtml.tsx';
import { QueryFrame } from '../query/QueryFrame.tsx';
import { useLiveList } from '../query/useLiveList.ts';
import { LiveList } from './LiveList.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Shirt {
  id: string;
  name: string;
  note: string;
}

const TEMPLATE: Shirt = { id: fieldToken('id'), name: fieldToken('name'), note: fieldToken('note') };

function Shirts() {
  const shirts = useLiveList<Shirt>('shirts', ['/api/shirts']);
  return (
    <section aria-busy={shirts.loading}>
      <h2>Shirts</h2>
      <LiveList
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

function ShirtsIsland() {
  // No fetching in these tests: a request would mean the seed was not used.
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        queryFn: () => Promise.reject(new Error('fetched')),
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

const Page = () => (
  <main>
    <h1>Catalogue</h1>
    <Island name="Shirts" component={ShirtsIsland} hydrate="interaction" />
  </main>
);

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** The build's render, filled as the server fills it, with its seed in the head. */
function servedPage(items: Shirt[] | undefined): HTMLElement {
  const { html, liveLists } = renderToHtml(<Page />, { app: 'demo', path: '/' });
  const [list] = liveLists;
  if (!list) throw new Error('no live list recorded');
  const seed = document.createElement('script');
  seed.type = 'application/json';
  seed.id = liveListElementId('shirts');
  seed.textContent = scriptSafeJson(items ? { items } : { failed: true });
  document.head.append(seed);
  const container = document.createElement('div');
  container.innerHTML = html.replace(list.slot, fillLiveList(list, items));
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

describe('a live list', () => {
  it('is recorded by the build as templates, with nothing loading in the page around it', () => {
    const { html, liveLists } = renderToHtml(<Page />, { app: 'demo', path: '/' });
    expect(liveLists).toEqual([
      {
        source: 'shirts',
        slot: '<template data-pod-live-list="shirts"></template>',
        list: '<ul><!--pod-live-items--></ul>',
        item: '<li title="{{note}}">{{name}}</li>',
        empty: '<p>None yet</p>',
        failed: '<p role="alert">Could not load</p>',
        fallbacks: { note: 'No note' },
      },
    ]);
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain(liveLists[0]?.slot);
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
    expect([...container.querySelectorAll('*')]).toEqual(before);
  });

  it('empty, or not readable at the server, hydrates what the server showed', async () => {
    const empty = servedPage([]);
    expect(empty.querySelector('p')?.textContent).toBe('None yet');
    expect(await hydrateAll(empty)).toEqual([]);
    document.body.innerHTML = '';
    document.head.innerHTML = '';

    const failed = servedPage(undefined);
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe('Could not load');
    const before = failed.querySelector('[role="alert"]');
    expect(await hydrateAll(failed)).toEqual([]);
    // Once live it asks again (this test's query function fails, so it says so again).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe('Could not load');
    expect(before).toBeTruthy();
  });
});
