import { fillSearchList } from '@pod/deploy-format/searchLists';
import { MemoryRouter } from '@pod/router';
import { findIslands, Island } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqs } from '../../content/faqs.ts';
import FaqList from '../../islands/FaqList.tsx';
import { faqSearchList } from './faqSearchList.ts';
import { filterFaqs } from './filterFaqs.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// /faqs as the server answers `?q=` (the build's render, filled by the server's string work with
// the shared prefix engine) and as the island hydrates it: exactly that HTML, whatever the query.

const Page = () => (
  <main>
    <Island name="FaqList" component={FaqList} hydrate="interaction" />
  </main>
);

const built = renderToHtml(<Page />, { app: 'marketing', path: '/faqs' }).html;
const list = faqSearchList(built);

function servedPage(query: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = fillSearchList(built, list, query);
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
  it('shows only the matching questions and topics, the query in the box, a true count', () => {
    const container = servedPage('shipping');
    const expected = filterFaqs(faqs, 'shipping').map((entry) => entry.id);
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
    expect(fillSearchList(built, list, '   ')).toBe(built);
    const container = servedPage('zebra unicorn');
    expect(shownIds(container)).toEqual([]);
    expect(shownTopics(container)).toEqual([]);
    expect(statusOf(container)).toBe('No questions match “zebra unicorn”');
  });

  it('escapes the query in the box and the status line', () => {
    const html = fillSearchList(built, list, '"><script>x</script>');
    expect(html).not.toContain('<script>x');
    const container = servedPage('"><script>x</script>');
    expect(boxOf(container)?.value).toBe('"><script>x</script>');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('the island over the server’s answer', () => {
  for (const query of ['shipping', 'dhl', 'zebra', ''])
    it(`hydrates "${query}" without a mismatch, keeping every server node`, async () => {
      const container = servedPage(query);
      const before = [...container.querySelectorAll('[data-island-app] *')];
      const shown = shownIds(container);
      const status = statusOf(container);
      const errors = await hydrate(container);
      expect(errors).toEqual([]);
      expect(before.filter((element) => !element.isConnected)).toEqual([]);
      expect(boxOf(container)?.value).toBe(query);
      // Until the engine is asked for (a focus or a key), the list is the prefix engine's.
      expect(shownIds(container)).toEqual(shown);
      expect(statusOf(container)).toBe(status);
      expect(container.querySelector('form')?.hasAttribute('data-search-live')).toBe(true);
    });
});
