import { type ContactFormValues, contactFields, honeypotField } from '@pod/contracts/contactSchema';
import { apiRequest, notify } from '@pod/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormContent } from '../content/formsContent.ts';

export type ContactFormState = ContactFormValues & { [honeypotField]: string };

/** The spec §7 payload: the five fields, trimmed; the honeypot only when something filled it. */
export function toPayload(values: ContactFormState): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of contactFields) payload[field] = values[field].trim();
  if (values[honeypotField]) payload[honeypotField] = values[honeypotField];
  return payload;
}

/** Posts one message; toasts per spec §8 and invalidates the cached /api/contacts data on success. */
export function useSendContact(form: FormContent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactFormState) => apiRequest('POST', form.endpoint, toPayload(values)),
    onSuccess: async () => {
      notify({ title: form.success.title, description: form.success.description });
      await queryClient.invalidateQueries({ queryKey: ['/api/contacts'] });
    },
    onError: () => {
      notify({ title: form.failure.title, description: form.failure.description, variant: 'destructive' });
    },
  });
}
