import { filterBeforeHydration } from '@pod/faq-search/beforeHydration';
import { searchListAnswer } from '@pod/faq-search/serverAnswer';
import { fillSearchList } from '@pod/page-fill/searchList';
import { MemoryRouter } from '@pod/router';
import { findIslands, Island } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs.ts';
import FaqList from '../../islands/FaqList.tsx';
import { faqQueries, wordsIn } from './faqQueries.ts';
import { faqSearchList } from './faqSearchList.ts';
import { faqsInPageOrder, searchFaqs } from './searchFaqs.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The three ways a visitor searches the FAQ give the same questions in the same order: the
// server's answer to /faqs?q= (scripts off), the head's filter before the island is hydrated, and
// the hydrated island, for every word of the FAQ, its plural, a one-letter typo of each word of five
// letters or more, and a British spelling.

const Page = () => (
  <main>
    <Island name="FaqList" component={FaqList} hydrate="interaction" />
  </main>
);
const built = renderToHtml(<Page />, { app: 'marketing', path: '/faqs' }).html;
const list = faqSearchList(built);
/** The page the server sends for /faqs?q=<query>: the engine's answer written into the built page. */
function answerSearchList(query: string): string {
  const answer = searchListAnswer(list, new URLSearchParams({ q: query }));
  return answer ? fillSearchList(built, list, answer) : built;
}

const shownIn = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('article[id]')]
    .filter((card) => !card.hidden)
    .map((card) => card.id);

/** The questions the server's answer shows, in order, read from its cards' tags (faqSearchServed.test.tsx reads them as a browser does). */
function serverShows(query: string): string[] {
  const html = answerSearchList(query);
  return [...html.matchAll(/<article\b[^>]*>/g)].flatMap(([tag]) =>
    /\shidden=""/.test(tag) ? [] : [/\sid="([^"]+)"/.exec(tag)?.[1] ?? ''],
  );
}

/** A box typed into as a visitor does: its value set, then the input event. */
function type(box: HTMLInputElement, query: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, query);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

function pageAt(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = built;
  document.body.append(container);
  return container;
}
const boxIn = (container: HTMLElement) => {
  const box = container.querySelector('input[type=search]');
  if (!(box instanceof HTMLInputElement)) throw new Error('no search box');
  return box;
};

// The head's filter runs on one copy of the page; the island comes alive over another.
filterBeforeHydration(document);
const beforeHydration = pageAt();
const hydrated = pageAt();
let root: Root | undefined;

beforeAll(async () => {
  const [island] = findIslands(hydrated);
  if (!island) throw new Error('no island');
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        island.element,
        <MemoryRouter initialEntries={['/faqs']}>
          <FaqList />
        </MemoryRouter>,
        { identifierPrefix: island.idPrefix },
      );
    });
  });
});
afterAll(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function beforeHydrationShows(query: string): string[] {
  type(boxIn(beforeHydration), query);
  return shownIn(beforeHydration);
}
async function hydratedShows(query: string): Promise<string[]> {
  await act(async () => type(boxIn(hydrated), query));
  return shownIn(hydrated);
}

/** What the island's search arranges for the query: the questions it renders, in order. */
const islandSearchShows = (query: string) =>
  searchFaqs(query).topics.flatMap(({ items }) =>
    items.flatMap(({ item, hidden }) => (hidden ? [] : [faqsInPageOrder[item]?.id ?? ''])),
  );

/** The questions holding the word, as a visitor reads them. */
const holding = (word: string) =>
  faqs
    .filter((entry) => [entry.question, ...entry.answer].some((text) => wordsIn(text).includes(word)))
    .map((entry) => entry.id);

describe('the FAQ search, scripts off, before hydration and hydrated', () => {
  it('is hydrated over the page, and the head’s filter stands back there', () => {
    expect(hydrated.querySelector('form')?.hasAttribute('data-search-hydrated')).toBe(true);
    expect(beforeHydration.querySelector('form')?.hasAttribute('data-search-hydrated')).toBe(false);
  });

  it('gives the same questions in the same order for every word, plural, typo and British spelling', async () => {
    const differing: string[] = [];
    for (const [at, { kind, query }] of faqQueries.entries()) {
      const server = serverShows(query);
      const early = beforeHydrationShows(query);
      const island = islandSearchShows(query);
      // The rendered island for one query in ten: it renders its search's arrangement, and a
      // render per query would take most of a minute here.
      const rendered = at % 10 === 0 ? await hydratedShows(query) : island;
      if ([early, island, rendered].some((shown) => shown.join() !== server.join()))
        differing.push(
          `${kind} "${query}": server ${server} / before hydration ${early} / hydrated ${island} ${rendered}`,
        );
    }
    expect(differing).toEqual([]);
    // The list comes back whole for a blank box, in the page's order.
    expect(beforeHydrationShows('')).toEqual(serverShows(''));
    expect(await hydratedShows('')).toEqual(serverShows(''));
  }, 120_000);

  it('finds a question from its own word, the plural, a typo or the British spelling of one', () => {
    const missed = faqQueries.flatMap(({ kind, word, query }) => {
      const shown = serverShows(query);
      return holding(word).some((id) => shown.includes(id)) ? [] : [`${kind} "${query}" (${word})`];
    });
    expect(missed).toEqual([]);
  });

  it('measures as the issue asked: colour, shiping and ship', () => {
    expect(serverShows('colour').length).toBeGreaterThan(0);
    expect(serverShows('shiping')).toEqual(serverShows('shipping'));
    expect(serverShows('ship')).toEqual(serverShows('shipping'));
  });
});
