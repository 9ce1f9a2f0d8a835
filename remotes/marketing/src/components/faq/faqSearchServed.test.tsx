import { searchListAnswer } from '@pod/faq-search/serverAnswer';
import { fillSearchList } from '@pod/page-fill/searchList';
import { MemoryRouter } from '@pod/router';
import { findIslands, Island } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqList from '../../islands/FaqList.tsx';
import { faqSearchList } from './faqSearchList.ts';
import { faqsInPageOrder, searchFaqs } from './searchFaqs.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// /faqs as the server answers `?q=` (the build's render, arranged by the FAQ's search engine and
// written in by @pod/page-fill) and as the island hydrates it: exactly that HTML, whatever the query.

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
const served = (query: string) => answerSearchList(query);

function servedPage(query: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = served(query);
  document.body.append(container);
  return container;
}

const statusOf = (container: HTMLElement) => container.querySelector('#faq-search-status')?.textContent;
const boxOf = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#faq-search');
const shownIds = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('article[id]')]
    .filter((card) => !card.hidden)
    .map((card) => card.id);
const shownTopics = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('section[data-search-group]')]
    .filter((topic) => !topic.hidden)
    .map((topic) => topic.getAttribute('aria-labelledby'));

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

/** Hydrates the island as the shell does; answers any hydration error. */
async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const [island] = findIslands(container);
  if (!island) throw new Error('no island in the served page');
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args[0]));
  await act(async () => {
    startTransition(() => {
      roots.push(
        hydrateRoot(
          island.element,
          <MemoryRouter initialEntries={['/faqs']}>
            <FaqList />
          </MemoryRouter>,
          { identifierPrefix: island.idPrefix, onRecoverableError: (error) => errors.push(error) },
        ),
      );
    });
  });
  logged.mockRestore();
  return errors;
}

describe('the server’s answer to /faqs?q=', () => {
  it('shows only the matching questions and topics, best first, the query in the box, a true count', () => {
    const container = servedPage('shipping');
    const expected = searchFaqs('shipping').topics.flatMap(({ items }) =>
      items.flatMap(({ item, hidden }) => (hidden ? [] : [faqsInPageOrder[item]?.id])),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(shownIds(container)).toEqual(expected);
    expect(container.querySelectorAll('article[id]')).toHaveLength(21);
    expect(shownTopics(container)).toContain('topic-shipping');
    expect(shownTopics(container).length).toBeLessThan(
      container.querySelectorAll('section[data-search-group]').length,
    );
    expect(boxOf(container)?.value).toBe('shipping');
    expect(statusOf(container)).toBe(`${expected.length} of 21 questions match “shipping”`);
  });

  it('leaves the page whole for a blank query, and says when nothing matches', () => {
    expect(served('   ')).toBe(built);
    const container = servedPage('zebra unicorn');
    expect(shownIds(container)).toEqual([]);
    expect(shownTopics(container)).toEqual([]);
    expect(statusOf(container)).toBe('No questions match “zebra unicorn”');
  });

  it('escapes the query in the box and the status line', () => {
    const html = served('"><script>x</script>');
    expect(html).not.toContain('<script>x');
    const container = servedPage('"><script>x</script>');
    expect(boxOf(container)?.value).toBe('"><script>x</script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('writes line breaks in the query as the spaces the island reads', async () => {
    const container = servedPage('ship\r\nabroad');
    expect(boxOf(container)?.value).toBe('ship  abroad');
    expect(statusOf(container)).toMatch(/“ship {2}abroad”$/);
    expect(await hydrate(container)).toEqual([]);
  });
});

describe('the island over the server’s answer', () => {
  for (const query of ['shipping', 'dhl', 'colour', 'shiping', 'zebra', ''])
    it(`hydrates "${query}" without a mismatch, keeping every server node`, async () => {
      const container = servedPage(query);
      const before = [...container.querySelectorAll('[data-island-app] *')];
      const shown = shownIds(container);
      const status = statusOf(container);
      const errors = await hydrate(container);
      expect(errors).toEqual([]);
      expect(before.filter((element) => !element.isConnected)).toEqual([]);
      expect(boxOf(container)?.value).toBe(query);
      // The island's own search keeps the server's list as it is, in its order.
      expect(shownIds(container)).toEqual(shown);
      expect(statusOf(container)).toBe(status);
      expect(container.querySelector('form')?.hasAttribute('data-search-hydrated')).toBe(true);
    });
});
