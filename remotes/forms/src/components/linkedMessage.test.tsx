// A link's ?message= is written into the message box by the site server (@pod/page-fill, by the
// box's declaration); the island then hydrates over that HTML. It must start from the same text,
// or React would set the box's default to empty and clear it; and what the visitor typed before
// it was hydrated must stay.
import { AppProviders } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { salesContact } from '../content/formsContent.ts';
import { ContactFormCard } from './ContactFormCard.tsx';
import { PREFILL_MESSAGE_MAX_LENGTH } from './prefilledMessage.ts';

const form = (
  <AppProviders>
    <QueryFrame>
      <ContactFormCard content={salesContact.form} formKey="a-page-key-0123456789" />
    </QueryFrame>
  </AppProviders>
);

// hydrateRoot is called here directly, not through Testing Library's render: say act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The prerendered form, its box filled as the server fills it for `message`, in the document. */
function serverPage(message: string): { box: HTMLTextAreaElement; container: HTMLElement } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const box = container.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  if (!box) throw new Error('no message box');
  box.textContent = message;
  window.history.replaceState(null, '', `/contact?message=${encodeURIComponent(message)}`);
  return { box, container };
}

async function hydrate(container: HTMLElement): Promise<unknown[]> {
  const problems: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, form, { onRecoverableError: (error) => problems.push(error) });
  });
  return problems;
}

/** Something else on the form changes: React renders the box again from its state. */
const rerender = (container: HTMLElement) =>
  act(() => {
    const company = container.querySelector('input[name="company"]');
    if (company) fireEvent.change(company, { target: { value: 'Engines' } });
  });

describe('the message box a link pre-fills', () => {
  it('declares the parameter it takes and the length it keeps, for the site server', () => {
    const page = new DOMParser().parseFromString(renderToString(form), 'text/html');
    const box = page.querySelector('textarea[name="message"]');
    expect(box?.getAttribute('data-query-fill')).toBe('message');
    expect(box?.getAttribute('data-query-fill-max')).toBe(String(PREFILL_MESSAGE_MAX_LENGTH));
    expect(box?.textContent).toBe('');
  });

  it('keeps the text the server wrote, hydrated without a mismatch', async () => {
    const { box, container } = serverPage('About order <1042> & "more"');
    expect(await hydrate(container)).toEqual([]);
    await rerender(container);
    expect(container.querySelector('textarea[name="message"]')).toBe(box);
    expect(box.value).toBe('About order <1042> & "more"');
  });

  it('keeps what the visitor typed before the island was hydrated', async () => {
    const { box, container } = serverPage('About order 1042');
    box.value = 'About order 1042, in blue please';
    expect(await hydrate(container)).toEqual([]);
    await rerender(container);
    expect(box.value).toBe('About order 1042, in blue please');
  });

  it('keeps the box empty when the visitor emptied it before the island was hydrated', async () => {
    const { box, container } = serverPage('About order 1042');
    box.value = '';
    await hydrate(container);
    await rerender(container);
    expect(box.value).toBe('');
  });
});
