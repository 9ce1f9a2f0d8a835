import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
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

// width: 100% makes a control's min-content width zero, so a narrow screen (320 px) shrinks
// the field instead of the field's default 20-character width widening the page.
const controlStyles = `
  width: 100%;
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

/** Label above, message below: the control gets the id, aria-invalid and aria-describedby. */
function LabelledField({
  label,
  error,
  id,
  control,
}: BaseProps & {
  id: string | undefined;
  control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      {control(error ? { id: fieldId, 'aria-invalid': true, 'aria-describedby': errorId } : { id: fieldId })}
      {/* Always in the HTML, hidden while empty: a server answering a plain-HTML post writes its
          message here (@pod/page-fill/formAnswer), and the page then has its styles. */}
      <ErrorText id={errorId} hidden={!error}>
        {error}
      </ErrorText>
    </Field>
  );
}

export function TextField({ label, error, id, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField
      label={label}
      error={error}
      id={id}
      control={(a11y) => <Input type="text" {...a11y} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField
      label={label}
      error={error}
      id={id}
      control={(a11y) => <TextArea {...a11y} {...textarea} />}
    />
  );
}
