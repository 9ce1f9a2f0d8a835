import { AppProviders } from '@pod/shared-ui';
import { createQueryClient, QueryFrame } from '@pod/shared-ui/query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerService, salesContact } from '../content/formsContent.ts';
import { ContactFormCard } from './ContactFormCard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(content = salesContact.form) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <AppProviders>
      <QueryFrame client={client}>
        <ContactFormCard content={content} formKey="a-page-key-0123456789" />
      </QueryFrame>
    </AppProviders>,
  );
  return { invalidate };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

function fillValid(messageLabel = 'Message *') {
  fireEvent.change(field('First Name *'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last Name *'), { target: { value: 'Lovelace' } });
  fireEvent.change(field('Email *'), { target: { value: 'ada@example.com' } });
  fireEvent.change(field('Company'), { target: { value: 'Engines' } });
  fireEvent.change(field(messageLabel), { target: { value: 'Hello there' } });
}

const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ContactFormCard', () => {
  it('shows a message under each empty required field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await submit('Send Message');
    // One "Required" under each of the four required fields; none under Company.
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(field('First Name *').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows every field's message at once when Company fails its own rule", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(field('Company'), { target: { value: 'Tab\there' } });
    fireEvent.blur(field('Company'));
    // Leaving the field shows nothing yet: nothing moves under the pointer on its way to Send.
    expect(screen.queryByText('Company must be on one line, without tabs or line breaks')).toBeNull();
    await submit('Send Message');
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(screen.getByText('Company must be on one line, without tabs or line breaks')).toBeTruthy();
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Company', 'Message *']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the payload, shows "Sending..." while pending, then resets, toasts and invalidates', async () => {
    let answer: (res: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { invalidate } = renderForm();
    fillValid();
    await submit('Send Message');
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/contacts', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Engines',
        message: 'Hello there',
      }),
      credentials: 'include',
    });
    await act(async () => answer(new Response('{"id":"1"}', { status: 201 })));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeTruthy();
    await waitFor(() => expect(field('First Name *').value).toBe(''));
    expect(field('Message *').value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/contacts'] });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('keeps everything typed and shows the error toast when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    const { invalidate } = renderForm(customerService.form);
    fillValid('How can we help? *');
    await submit('Contact Customer Service');
    expect(await screen.findByText('Error sending message')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    expect(field('First Name *').value).toBe('Ada');
    expect(field('Company').value).toBe('Engines');
    expect(field('How can we help? *').value).toBe('Hello there');
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Contact Customer Service' })).toBeTruthy();
  });

  it('sends a retry of the same words under the same Idempotency-Key, and changed words under a new one', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fillValid();
    const keyOf = (call: number) =>
      ((fetch.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>)['Idempotency-Key'];
    await submit('Send Message');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Send Message' });
    await submit('Send Message');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    await screen.findByRole('button', { name: 'Send Message' });
    fireEvent.change(field('Message *'), { target: { value: 'Hello there, 600 now' } });
    await submit('Send Message');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('sends what the fields hold when pressed before React took over text typed a moment earlier', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    // Typed straight into the page's fields, as before the island was hydrated: React saw no change.
    const typed = {
      'First Name *': 'Ada',
      'Last Name *': 'Lovelace',
      'Email *': 'ada@example.com',
      'Message *': 'Hi',
    };
    for (const [label, value] of Object.entries(typed)) field(label).value = value;
    await submit('Send Message');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Hi',
    });
  });

  it('renders the customer-service message field with 6 rows and the order-number placeholder', () => {
    renderForm(customerService.form);
    const message = field('How can we help? *') as HTMLTextAreaElement;
    expect(message.rows).toBe(6);
    expect(message.placeholder).toMatch(/order number/);
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(
      <AppProviders>
        <QueryFrame>
          <ContactFormCard content={salesContact.form} formKey="a-page-key-0123456789" />
        </QueryFrame>
      </AppProviders>,
    );
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
