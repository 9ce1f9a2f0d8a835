import {
  type ContactField,
  contactFields,
  contactSchema,
  emptyContactValues,
  honeypotField,
} from '@pod/contracts/contactSchema';
import {
  Button,
  Card,
  CardTitle,
  IslandFailure,
  TextAreaField,
  TextField,
  UnlessPressedEarly,
  useHydrated,
  useTypedBeforeHydration,
  WhilePressedEarly,
  WithoutScript,
  WithScript,
} from '@pod/shared-ui';
import { type FormikErrors, useFormik } from 'formik';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { emailNote, type FormContent, fieldLabels, formFailure } from '../content/formsContent.ts';
import { Honeypot } from './Honeypot.tsx';
import { prefilledMessage } from './prefilledMessage.ts';
import { type ContactFormState, useSendContact } from './useSendContact.ts';

const NameRow = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

const Form = styled.form`
  position: relative;
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  color: var(--color-muted);
  font-size: 0.95rem;
`;

const initialValues: ContactFormState = { ...emptyContactValues, [honeypotField]: '' };

/** The contact / customer-service form: Formik + the shared Yup schema, spec §4 states. */
export function ContactFormCard({ content }: { content: FormContent }) {
  const formId = useId();
  const idOf = (field: ContactField) => `${formId}-${field}`;
  const send = useSendContact(content);

  const formik = useFormik<ContactFormState>({
    initialValues,
    // Messages appear when the visitor sends, all at once, then follow their typing. Not on
    // blur: a message appearing under a field the moment it loses focus pushed the button down
    // between mouse-down and mouse-up, so that click never submitted and the other fields'
    // "Required" never showed.
    validateOnBlur: false,
    // Field messages match the API's ("Required", "Email must be a valid email").
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        await send.mutateAsync(values);
        helpers.resetForm();
      } catch {
        // The error toast is shown by the mutation; everything typed stays in place.
      }
    },
  });

  const pending = send.isPending || formik.isSubmitting;
  // Server HTML and the moment before hydration. The form waits for the visitor (it hydrates
  // when they reach for it), so with scripts on it must look ready before it is: the head's
  // early-taps script enables Send (data-enable-with-script) and keeps a press on it until the
  // form is live. With scripts off, Send stays disabled: it never GETs the message into the URL.
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    void formik.setValues({ ...formik.values, ...typed }, false);
  });
  // ?message= pre-fills the message box (a public contract, see prefilledMessage.ts): after
  // hydration, so server and client render alike, and never over what the visitor typed.
  const prefillApplied = useRef(false);
  useEffect(() => {
    if (!ready || prefillApplied.current) return;
    prefillApplied.current = true;
    const message = prefilledMessage(window.location.search);
    if (message && !formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.value) {
      void formik.setFieldValue('message', message, false);
    }
  }, [ready, formik.setFieldValue]);
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  // A disabled button drops focus; give it back once sending is over, so keyboard
  // and screen-reader users are not thrown to the top of the page.
  useEffect(() => {
    if (
      wasPending.current &&
      !pending &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      submitRef.current?.focus();
    }
    wasPending.current = pending;
  }, [pending]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors: FormikErrors<ContactFormState> = await formik.validateForm();
    await formik.submitForm();
    // Move focus to the first invalid field so its message is read out.
    const first = contactFields.find((field) => errors[field]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  }

  const errorOf = (field: ContactField) => (formik.touched[field] ? formik.errors[field] : undefined);
  const common = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    error: errorOf(field),
  });

  return (
    <Card>
      <CardTitle id={`${formId}-title`}>{content.title}</CardTitle>
      <Form ref={formRef} noValidate aria-labelledby={`${formId}-title`} onSubmit={handleSubmit}>
        <NameRow>
          <TextField
            label={`${fieldLabels.firstName} *`}
            autoComplete="given-name"
            aria-required="true"
            {...common('firstName')}
          />
          <TextField
            label={`${fieldLabels.lastName} *`}
            autoComplete="family-name"
            aria-required="true"
            {...common('lastName')}
          />
        </NameRow>
        <TextField
          label={`${fieldLabels.email} *`}
          type="email"
          autoComplete="email"
          aria-required="true"
          {...common('email')}
        />
        <TextField label={fieldLabels.company} autoComplete="organization" {...common('company')} />
        <TextAreaField
          label={`${content.messageLabel} *`}
          rows={content.messageRows}
          placeholder={content.messagePlaceholder}
          aria-required="true"
          {...common('message')}
        />
        <Honeypot value={formik.values[honeypotField]} onChange={formik.handleChange} />
        <Button
          ref={submitRef}
          type="submit"
          disabled={pending || !ready}
          data-enable-with-script={ready ? undefined : ''}
        >
          {pending ? (
            content.pendingLabel
          ) : (
            <>
              {/* Pressed before the form is live: the press is held (earlyTaps.ts), and says so. */}
              <UnlessPressedEarly>{content.submitLabel}</UnlessPressedEarly>
              <WhilePressedEarly>{content.pendingLabel}</WhilePressedEarly>
            </>
          )}
        </Button>
        <Note>
          {/* Each, always: the page's marks show the true one from the first paint, and the
              server's nodes stay when the form comes alive. */}
          <WithoutScript>
            {emailNote.beforeScript} <a href={`mailto:${content.email}`}>{content.email}</a>.
          </WithoutScript>
          <WithScript>
            {emailNote.ready} <a href={`mailto:${content.email}`}>{content.email}</a>.
          </WithScript>
        </Note>
        <IslandFailure>
          {formFailure} <a href={`mailto:${content.email}`}>{content.email}</a>.
        </IslandFailure>
      </Form>
    </Card>
  );
}
