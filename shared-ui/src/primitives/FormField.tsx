import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { radius, space } from '../theme/tokens.ts';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlStyles = `
  font: inherit;
  color: var(--color-text);
  background: var(--color-bg);
  border: 1px solid var(--color-muted);
  border-radius: ${radius.sm};
  padding: 0.6rem 0.75rem;
  min-height: 44px;
  &[aria-invalid='true'] { border-color: var(--color-danger); border-width: 2px; }
  &::placeholder { color: var(--color-muted); opacity: 1; }
`;

const Input = styled.input`${controlStyles}`;
const TextArea = styled.textarea`${controlStyles} resize: vertical;`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-danger);
  font-size: 0.95rem;
`;

interface BaseProps {
  label: string;
  /** Field-level message shown under the control and linked with aria-describedby. */
  error?: string | undefined;
}

export function TextField({ label, error, id, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
