import type { ContactFieldTable } from '@pod/contracts/contactFields';
import { contactSchemaOf, emptyValuesOf, honeypotField } from '@pod/contracts/contactSchema';
import { FORM_KEY_FIELD, FORM_MARK, type FormAnswer, type SummaryItem } from '@pod/contracts/formAnswer';
import { Button, Card, CardTitle, ErrorSummary, useTypedBeforeHydration } from '@pod/shared-ui';
import { PENDING_LABEL } from '@pod/shared-ui/islandLife';
import { type FormikErrors, type FormikTouched, useFormik } from 'formik';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { emailNote, type FormContent } from '../content/formsContent.ts';
import { ContactFieldControl } from './ContactFieldControl.tsx';
import { fieldRows } from './fieldRows.ts';
import { Honeypot } from './Honeypot.tsx';
import { heldMessage, linkedMessage, PREFILLED_FIELD } from './prefilledMessage.ts';
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

/** The form as the server's answer left it (a plain-HTML post it sent back), or empty. */
function startingPoint(fields: ContactFieldTable, answer: FormAnswer | undefined) {
  const values: ContactFormState = { ...emptyValuesOf(fields), [honeypotField]: '' };
  const errors: FormikErrors<ContactFormState> = {};
  const touched: FormikTouched<ContactFormState> = {};
  for (const { name } of fields) {
    values[name] = answer?.values[name] ?? '';
    const message = answer?.errors[name];
    if (message) {
      errors[name] = message;
      touched[name] = true;
    }
  }
  return { values, errors, touched };
}

interface Props {
  content: FormContent;
  /** The page's key, sent with a plain-HTML post so that one press stores one message. */
  formKey: string;
  /** What the server said of the post it sent back, if this page is that answer. */
  answer?: FormAnswer | undefined;
}

/**
 * The contact / customer-service form, spec §4 states: the form's fields as the field table
 * describes them. Plain HTML first: the server's page is a form that posts to the form's own
 * messages address (content.place.action, not the page's) and works before (or without) this
 * island; once hydrated, the island sends the same fields as JSON (Formik + the shared Yup schema)
 * with toasts.
 */
export function ContactFormCard({ content, formKey, answer }: Props) {
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const send = useSendContact(content);
  const { fields } = content;
  const [schema] = useState(() => contactSchemaOf(fields));
  const [start] = useState(() => {
    const point = startingPoint(fields, answer);
    // The message box starts from what the page's box holds: hydrating, React sets a textarea's
    // text to the value it renders, and its value too when that equals its text, so any other
    // start would clear the server's text (a ?message= link's, see prefilledMessage.ts, or an
    // answer's) or what the visitor typed before the island was hydrated. A page rendered here
    // starts from the link's message.
    const message = heldMessage(idOf(PREFILLED_FIELD)) ?? (answer ? null : linkedMessage());
    return message === null ? point : { ...point, values: { ...point.values, [PREFILLED_FIELD]: message } };
  });
  // The server's summary stays until the visitor sends again; then the fields speak for themselves.
  const [summary, setSummary] = useState<readonly SummaryItem[]>(answer?.summary ?? []);

  const formik = useFormik<ContactFormState>({
    initialValues: start.values,
    initialErrors: start.errors,
    initialTouched: start.touched,
    // Messages appear when the visitor sends, all at once, then follow their typing. Not on
    // blur: a message appearing under a field the moment it loses focus pushed the button down
    // between mouse-down and mouse-up, so that click never submitted and the other fields'
    // "Required" never showed.
    validateOnBlur: false,
    // Field messages match the API's ("Required", "Email must be a valid email").
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await send.mutateAsync(values);
        helpers.resetForm({ values: startingPoint(fields, undefined).values });
      } catch {
        // The error toast is shown by the mutation; everything typed stays in place.
      }
    },
  });

  const pending = send.isPending || formik.isSubmitting;
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the island was hydrated: the fields hold it, React's state takes it over.
  useTypedBeforeHydration(formRef, (typed) => {
    const taken: Record<string, string> = {};
    for (const { name } of fields) {
      const value = typed[name];
      if (value !== undefined) taken[name] = value;
    }
    void formik.setValues({ ...formik.values, ...taken }, false);
  });
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
    setSummary([]);
    // What the fields hold, as a native post would send it: React's state may not have taken over
    // text typed in the moment before the form came alive.
    const sent = new FormData(event.currentTarget);
    const held: Record<string, string> = {};
    for (const name of [...fields.map((field) => field.name), honeypotField]) {
      const value = sent.get(name);
      if (typeof value === 'string' && value !== formik.values[name]) held[name] = value;
    }
    if (Object.keys(held).length > 0) await formik.setValues({ ...formik.values, ...held }, false);
    const errors: FormikErrors<ContactFormState> = await formik.validateForm({ ...formik.values, ...held });
    await formik.submitForm();
    // Move focus to the first invalid field so its message is read out.
    const first = fields.find((field) => errors[field.name]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first.name))?.focus());
  }

  const errorOf = (name: string) => (formik.touched[name] ? formik.errors[name] : undefined);
  const control = (field: ContactFieldTable[number]) => (
    <ContactFieldControl
      key={field.name}
      field={field}
      source={content.place.source}
      binding={{
        id: idOf(field.name),
        name: field.name,
        value: formik.values[field.name] ?? '',
        onChange: formik.handleChange,
        error: errorOf(field.name),
      }}
    />
  );

  return (
    <Card>
      <CardTitle id={`${formId}-title`}>{content.title}</CardTitle>
      <Form
        ref={formRef}
        method="post"
        action={content.place.action}
        noValidate
        aria-labelledby={`${formId}-title`}
        onSubmit={handleSubmit}
        {...{ [FORM_MARK]: '' }}
      >
        <ErrorSummary items={summary} idOfField={idOf} />
        <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
        {fieldRows(fields).map((row) =>
          row.grouped ? <NameRow key={row.key}>{row.fields.map(control)}</NameRow> : row.fields.map(control),
        )}
        <Honeypot value={formik.values[honeypotField]} onChange={formik.handleChange} />
        {/* Enabled in the server's HTML: before the island is hydrated, a press posts the form. */}
        <Button
          ref={submitRef}
          type="submit"
          disabled={pending}
          {...{ [PENDING_LABEL]: content.pendingLabel }}
        >
          {pending ? content.pendingLabel : content.submitLabel}
        </Button>
        <Note>
          {emailNote} <a href={`mailto:${content.email}`}>{content.email}</a>.
        </Note>
      </Form>
    </Card>
  );
}
