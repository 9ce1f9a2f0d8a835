// A field added to the field table (here an optional "Phone" on the sales form only, in a table
// this test builds) is in the form's markup with its label, input type and autofill hint, is
// validated by its own rule, and is sent with the rest; the other form does not show it.
import {
  type ContactFieldSpec,
  type ContactFieldTable,
  contactFieldTable,
  fieldsOf,
} from '@pod/contracts/contactFields';
import { AppProviders } from '@pod/shared-ui';
import { createQueryClient, QueryFrame } from '@pod/shared-ui/query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerService, type FormContent, salesContact } from '../content/formsContent.ts';
import { ContactFormCard } from './ContactFormCard.tsx';

const phone: ContactFieldSpec = {
  name: 'phone',
  column: 'phone',
  label: 'Phone',
  input: 'tel',
  autoComplete: 'tel',
  maxLength: 30,
  required: false,
  forms: { sales: {} },
};

const withPhone: ContactFieldTable = contactFieldTable.flatMap((field) =>
  field.name === 'company' ? [field, phone] : [field],
);

const formWithPhone = (form: FormContent): FormContent => ({
  ...form,
  fields: fieldsOf(withPhone, form.place.source),
});

const card = (content: FormContent) => (
  <AppProviders>
    <QueryFrame client={createQueryClient()}>
      <ContactFormCard content={content} formKey="a-page-key-0123456789" />
    </QueryFrame>
  </AppProviders>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('an optional field added to one form in the field table', () => {
  it("is in that form's server-rendered markup, after Company, and not in the other form's", () => {
    const sales = renderToString(card(formWithPhone(salesContact.form)));
    const input = /<input[^>]*name="phone"[^>]*>/.exec(sales)?.[0] ?? '';
    expect(input).toContain('type="tel"');
    expect(input).toContain('autoComplete="tel"');
    expect(input).not.toContain('aria-required');
    expect(sales).toMatch(/>Phone<\/label>/);
    expect(sales.indexOf('name="phone"')).toBeGreaterThan(sales.indexOf('name="company"'));
    expect(sales.indexOf('name="phone"')).toBeLessThan(sales.indexOf('name="message"'));
    expect(renderToString(card(formWithPhone(customerService.form)))).not.toContain('name="phone"');
  });

  it("is validated by the table's rule and sent with the other fields", async () => {
    const fetch = vi.fn(async () => new Response('{"id":"1"}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    render(card(formWithPhone(salesContact.form)));
    fireEvent.change(field('First Name *'), { target: { value: 'Ada' } });
    fireEvent.change(field('Last Name *'), { target: { value: 'Lovelace' } });
    fireEvent.change(field('Email *'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Message *'), { target: { value: 'Hello there' } });
    fireEvent.change(field('Phone'), { target: { value: '5'.repeat(31) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(await screen.findByText('Phone must be at most 30 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field('Phone'), { target: { value: ' +1 555 0100 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(fetch).toHaveBeenCalledWith(
      '/api/contacts',
      expect.objectContaining({
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          company: '',
          phone: '+1 555 0100',
          message: 'Hello there',
        }),
      }),
    );
  });
});
