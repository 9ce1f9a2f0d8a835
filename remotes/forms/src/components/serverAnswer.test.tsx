// The server answers a plain-HTML post it cannot act on by writing its answer into the form's
// prerendered HTML (@pod/page-fill/formAnswer: the page parsed once, the answer written at its places); the island that later
// hydrates that page renders the answer from its props. Both must make the same page, or
// hydration would replace what the visitor sees.

import type { FormAnswer } from '@pod/contracts/formAnswer';
import { asParsed, typedStrings } from '@pod/contracts/testing/typedStrings';
import { fillFormAnswer } from '@pod/page-fill/formAnswer';
import { AppProviders } from '@pod/shared-ui';
import { QueryFrame } from '@pod/shared-ui/query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customerService, salesContact } from '../content/formsContent.ts';
import { ContactFormCard } from './ContactFormCard.tsx';

const render = (answer?: FormAnswer, content = salesContact.form) =>
  renderToString(
    <AppProviders>
      <QueryFrame>
        <ContactFormCard content={content} formKey="a-page-key-0123456789" answer={answer} />
      </QueryFrame>
    </AppProviders>,
  );

/** The body of `html` as a node, with the one attribute only the server writes (autofocus) gone. */
function parsed(html: string): HTMLElement {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  for (const element of body.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  return body;
}

const invalid: FormAnswer = {
  values: {
    firstName: '',
    lastName: 'O\'Brien & "Sons" <b>',
    email: 'not-an-email',
    company: '',
    message: '\nFirst line\nsecond < line',
  },
  errors: { firstName: 'Required', email: 'Email must be a valid email' },
  summary: [
    { field: 'firstName', text: 'First Name: Required' },
    { field: 'email', text: 'Email: Email must be a valid email' },
  ],
};

describe("the server's answer written into the form's HTML", () => {
  it('is the HTML the island renders for that answer: values, messages beside fields, summary', () => {
    const filled = fillFormAnswer(render(), invalid);
    expect(parsed(filled).isEqualNode(parsed(render(invalid)))).toBe(true);
  });

  it('holds for a problem that is about no field (too many messages), on the other form too', () => {
    const busy: FormAnswer = {
      values: { ...invalid.values, firstName: 'Ada' },
      errors: {},
      summary: [{ text: 'Too many messages were sent from your address. Please try again in 5 minutes.' }],
    };
    const filled = fillFormAnswer(render(undefined, customerService.form), busy);
    expect(parsed(filled).isEqualNode(parsed(render(busy, customerService.form)))).toBe(true);
  });

  it('links each summary line to its field, marks the field invalid and focuses the summary', () => {
    const page = parsed(fillFormAnswer(render(), invalid));
    const summary = new DOMParser()
      .parseFromString(fillFormAnswer(render(), invalid), 'text/html')
      .querySelector('[data-error-summary]');
    expect(summary?.hasAttribute('hidden')).toBe(false);
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    const link = page.querySelector<HTMLAnchorElement>('[data-error-summary] a');
    const target = page.querySelector(link?.getAttribute('href') ?? '#none');
    expect(target?.getAttribute('name')).toBe('firstName');
    expect(target?.getAttribute('aria-invalid')).toBe('true');
    const described = page.querySelector(`#${target?.getAttribute('aria-describedby')}`);
    expect(described?.textContent).toBe('Required');
  });

  it('leaves an empty form with its summary and field messages hidden', () => {
    const page = parsed(render());
    expect(page.querySelector('[data-error-summary]')?.hasAttribute('hidden')).toBe(true);
    expect([...page.querySelectorAll('p[id$="-error"]')].every((p) => p.hasAttribute('hidden'))).toBe(true);
  });
});

describe('whatever a visitor typed, the answer page gives back', () => {
  const fields = ['firstName', 'lastName', 'email', 'company', 'message'] as const;

  it('exactly, in every field, with no attribute or element the form does not have', () => {
    const strings = typedStrings(60);
    for (const [i, typed] of strings.entries()) {
      // Each field its own string, so a value that leaks into its neighbour shows; line breaks
      // as the server's form reader hands them on (CRLF read as LF).
      const values = Object.fromEntries(
        fields.map((field, n) => [field, (strings[(i + n) % strings.length] ?? '').replace(/\r\n?/g, '\n')]),
      ) as Record<(typeof fields)[number], string>;
      const answer: FormAnswer = {
        values,
        errors: { email: typed },
        summary: [{ field: 'email', text: typed }, { text: typed }],
      };
      const filled = parsed(fillFormAnswer(render(), answer));
      expect(filled.isEqualNode(parsed(render(answer))), JSON.stringify(typed)).toBe(true);
      for (const field of fields) {
        const control = filled.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`);
        const shown = control instanceof HTMLTextAreaElement ? control.value : control?.getAttribute('value');
        expect(shown, `${field}: ${JSON.stringify(values[field])}`).toBe(asParsed(values[field]));
      }
    }
  }, 60_000);
});
