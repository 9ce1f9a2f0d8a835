import type { ContactFieldSpec } from '@pod/contracts/contactFields';
import { formLabelOf } from '@pod/contracts/contactFields';
import type { LeadSource } from '@pod/contracts/leadShape';
import { TextAreaField, TextField } from '@pod/shared-ui';
import type { ChangeEvent } from 'react';
import { messageBoxQueryFill, PREFILLED_FIELD } from './prefilledMessage.ts';

/** What the form hands every control: its id, name, value, change handler and message. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/**
 * One field of a contact form as its table entry describes it: a one-line input (typed as an
 * e-mail address or a telephone number where it is one) or a box of lines, its label with an
 * asterisk when required. A required field says so to assistive technology (aria-required);
 * the browser's own checks stay off (the form is noValidate), so every message is the schema's.
 */
export function ContactFieldControl({
  field,
  source,
  binding,
}: {
  field: ContactFieldSpec;
  source: LeadSource;
  binding: FieldBinding;
}) {
  const label = formLabelOf(field, source);
  const required = field.required ? ({ 'aria-required': 'true' } as const) : {};
  if (field.input === 'textarea') {
    const onForm = field.forms[source];
    return (
      <TextAreaField
        label={label}
        rows={onForm?.rows}
        placeholder={onForm?.placeholder}
        {...required}
        {...(field.name === PREFILLED_FIELD ? messageBoxQueryFill : {})}
        {...binding}
      />
    );
  }
  return (
    <TextField
      label={label}
      type={field.input}
      autoComplete={field.autoComplete}
      placeholder={field.forms[source]?.placeholder}
      {...required}
      {...binding}
    />
  );
}
