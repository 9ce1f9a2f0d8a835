import type { ContactFieldTable } from '@pod/contracts/contactFields';
import { type ContactFormValues, honeypotField } from '@pod/contracts/contactSchema';
import { notify, throwIfResNotOk } from '@pod/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FormContent } from '../content/formsContent.ts';

export type ContactFormState = ContactFormValues & { [honeypotField]: string };

/** The spec §7 payload: the form's fields, trimmed; the honeypot only when something filled it. */
export function toPayload(fields: ContactFieldTable, values: ContactFormState): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const { name } of fields) payload[name] = (values[name] ?? '').trim();
  if (values[honeypotField]) payload[honeypotField] = values[honeypotField];
  return payload;
}

/**
 * The Idempotency-Key for a body: the same words sent again (a retry after an answer that never
 * came, though the message was stored) reuse the key, so the server stores them once; changed
 * words get a new key.
 */
export function keyForBody(last: { body: string; key: string } | null, body: string) {
  return last?.body === body ? last : { body, key: crypto.randomUUID() };
}

/** Posts one message; toasts per spec §8 and invalidates the cached /api/contacts data on success. */
export function useSendContact(form: FormContent) {
  const queryClient = useQueryClient();
  const lastSent = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (values: ContactFormState) => {
      const body = JSON.stringify(toPayload(form.fields, values));
      lastSent.current = keyForBody(lastSent.current, body);
      const res = await fetch(form.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lastSent.current.key },
        body,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return res;
    },
    onSuccess: async () => {
      notify({ title: form.success.title, description: form.success.description });
      await queryClient.invalidateQueries({ queryKey: ['/api/contacts'] });
    },
    onError: () => {
      notify({ title: form.failure.title, description: form.failure.description, variant: 'destructive' });
    },
  });
}
