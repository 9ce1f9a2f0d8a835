// The fields of the contact forms, as one table: each field's name, labels, input, bounds, whether
// it is required, which forms ask for it and its column. The forms' markup and validation, the
// plain-HTML post, the store, the staff inbox, the CSV export and the lead e-mail all read it, so
// an optional field for one form is one entry here (and the migration that adds its column).
import type { LeadSource } from './contactForms.ts';

/** What one form says of a field where it differs from the field's own words. */
export interface ContactFieldOnForm {
  /** The label this form shows (validation messages keep the field's own label). */
  label?: string;
  /** A text box's height in lines. */
  rows?: number;
  placeholder?: string;
}

export interface ContactFieldSpec {
  /** The control's name, the JSON body's property and the lead's. */
  name: string;
  /** Its column in the contacts table (a migration adds it). */
  column: string;
  /** What the forms call it, and their messages ("Email must be a valid email"). */
  label: string;
  /** What staff see it as (the inbox, the CSV header, the lead e-mail), when not its label. */
  staffLabel?: string;
  /** One line of text, an e-mail address, a telephone number, or a box of lines. */
  input: 'text' | 'email' | 'tel' | 'textarea';
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The longest value, in UTF-16 code units (as Yup and the browser count them). */
  maxLength: number;
  required: boolean;
  /** The forms that ask for it, by the source their messages are stored as. */
  forms: Partial<Record<LeadSource, ContactFieldOnForm>>;
  /** Fields of one group stand side by side, in one row (the name). */
  group?: string;
  /**
   * How staff read it apart from the other facts: joined into the sender's name, or as the
   * message itself. Any other field is one fact among the rest.
   */
  staffView?: 'name' | 'message';
}

export type ContactFieldTable = readonly ContactFieldSpec[];

const bothForms = { sales: {}, customer_service: {} } as const;

/** Every field of the contact forms, in the order the forms, the inbox, the CSV and the e-mail list them. */
export const contactFieldTable = [
  {
    name: 'firstName',
    column: 'first_name',
    label: 'First Name',
    staffLabel: 'First name',
    input: 'text',
    autoComplete: 'given-name',
    maxLength: 100,
    required: true,
    forms: bothForms,
    group: 'name',
    staffView: 'name',
  },
  {
    name: 'lastName',
    column: 'last_name',
    label: 'Last Name',
    staffLabel: 'Last name',
    input: 'text',
    autoComplete: 'family-name',
    maxLength: 100,
    required: true,
    forms: bothForms,
    group: 'name',
    staffView: 'name',
  },
  {
    name: 'email',
    column: 'email',
    label: 'Email',
    staffLabel: 'E-mail',
    input: 'email',
    autoComplete: 'email',
    maxLength: 254,
    required: true,
    forms: bothForms,
  },
  {
    name: 'company',
    column: 'company',
    label: 'Company',
    input: 'text',
    autoComplete: 'organization',
    maxLength: 200,
    required: false,
    forms: bothForms,
  },
  {
    name: 'message',
    column: 'message',
    label: 'Message',
    input: 'textarea',
    maxLength: 5000,
    required: true,
    forms: {
      sales: { rows: 5 },
      customer_service: {
        label: 'How can we help?',
        rows: 6,
        placeholder:
          'Describe what you need. If this is about an existing order, please include your order number.',
      },
    },
    staffView: 'message',
  },
] as const satisfies ContactFieldTable;

type ProductField = (typeof contactFieldTable)[number];

/** The name of a field of the table. */
export type ContactFieldName = ProductField['name'];

/** A value of every field, by name ('' for one left empty): what a lead carries. */
export type ContactFieldValues = { [Name in ContactFieldName]: string };

/** The contacts table's column of every field: text, null where an optional field was left empty. */
export type ContactFieldColumns = {
  [Field in ProductField as Field['column']]: Field['required'] extends true ? string : string | null;
};

/** The fields one form asks for, in the table's order. */
export function fieldsOf(table: ContactFieldTable, source: LeadSource): ContactFieldTable {
  return table.filter((field) => field.forms[source] !== undefined);
}

/** What staff see a field as. */
export const staffLabelOf = (field: ContactFieldSpec): string => field.staffLabel ?? field.label;

/** What a form shows as a field's label: its own words, an asterisk when the field is required. */
export function formLabelOf(field: ContactFieldSpec, source: LeadSource): string {
  const label = field.forms[source]?.label ?? field.label;
  return field.required ? `${label} *` : label;
}

/** A field's value in a record of values by name ('' when it has none). */
export function fieldValue(values: Readonly<Record<string, unknown>>, field: ContactFieldSpec): string {
  const value = values[field.name];
  return typeof value === 'string' ? value : '';
}

/** Values by field name, one per field of `table`. */
export function valuesByField(
  table: ContactFieldTable,
  read: (field: ContactFieldSpec) => string,
): Record<string, string> {
  return Object.fromEntries(table.map((field) => [field.name, read(field)]));
}
