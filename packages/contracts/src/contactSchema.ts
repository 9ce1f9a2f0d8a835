// One source of truth for the contact and customer-service forms: the forms remote
// validates with it in the browser (Formik) and the API validates every POST with it.
// Messages: "Required" for a missing field (the spec's wording), Yup's own default
// templates otherwise ("Email must be a valid email"),
// given a human label instead of the property name.
import { type InferType, object, string } from 'yup';

/** Bounds agreed for the forms (UTF-16 code units, as Yup and the browser count them). */
export const contactLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 200,
  message: 5000,
} as const;

export type ContactField = keyof typeof contactLimits;
export const contactFields: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'company',
  'message',
];

/**
 * The hidden honeypot field. People never see or fill it; a post that carries a value
 * for it came from a bot and is answered like success but not stored.
 */
export const honeypotField = 'website';

export const defaultContactLabels: Record<ContactField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  company: 'Company',
  message: 'Message',
};

// C0 controls other than tab/LF/CR, DEL, and lone UTF-16 surrogates are never typed
// by a person; they would be mangled (surrogates) or are a sign of garbage.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Anything that breaks or tabs a line: CR, LF, TAB, NEL (U+0085), line and paragraph
// separators (U+2028/9). A name, email or company is one line of plain text.
const lineBreaksOrTabs = /[\t\r\n\u0085\u2028\u2029]/;
// Characters that show nothing: spaces, format characters (U+200B zero-width space,
// U+2060 word joiner, bidi marks), default-ignorables (U+3164 Hangul filler, U+115F,
// U+1160, U+FFA0, variation selectors) and U+2800 (blank Braille pattern).
const invisible = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

function hasBadChars(value: string | null | undefined): boolean {
  return value != null && (loneSurrogate.test(value) || controlChars.test(value));
}

/** True for a non-empty value made only of characters that show nothing. */
function onlyInvisible(value: string | null | undefined): boolean {
  return value != null && value !== '' && value.replace(invisible, '') === '';
}

// Yup fills ${path} in with the field's label.
const messages = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Yup's placeholder
  clean: '${path} contains characters that are not allowed',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Yup's placeholder
  visible: '${path} must contain letters, digits or symbols you can see',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Yup's placeholder
  singleLine: '${path} must be on one line, without tabs or line breaks',
};

function text(label: string, max: number, singleLine: boolean) {
  let schema = string()
    .label(label)
    .trim()
    .max(max)
    .test('clean-text', messages.clean, (value) => !hasBadChars(value))
    .test('visible-text', messages.visible, (value) => !onlyInvisible(value));
  if (singleLine)
    schema = schema.test(
      'single-line',
      messages.singleLine,
      (value) => value == null || !lineBreaksOrTabs.test(value),
    );
  return schema;
}

export function makeContactSchema(labels: Partial<Record<ContactField, string>> = {}) {
  const label = { ...defaultContactLabels, ...labels };
  return object({
    firstName: text(label.firstName, contactLimits.firstName, true).required('Required'),
    lastName: text(label.lastName, contactLimits.lastName, true).required('Required'),
    email: text(label.email, contactLimits.email, true).email().required('Required'),
    company: text(label.company, contactLimits.company, true).optional(),
    message: text(label.message, contactLimits.message, false).required('Required'),
  });
}

export const contactSchema = makeContactSchema();

/** What a visitor types (every field a string, company may be empty). */
export type ContactFormValues = Record<ContactField, string>;

export const emptyContactValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  message: '',
};

/** A validated contact: trimmed, company null when left empty. */
export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
}

export type ContactParseResult =
  | { ok: true; value: ContactInput }
  | { ok: false; message: string; fields: Partial<Record<ContactField, string>> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a JSON body filled the hidden honeypot field (only bots do). */
export function honeypotTripped(input: unknown): boolean {
  if (!isPlainObject(input) || !Object.hasOwn(input, honeypotField)) return false;
  const trap = input[honeypotField];
  return trap !== undefined && trap !== null && trap !== '' && trap !== false;
}

/**
 * Validates an untrusted JSON value (the server side). Only strings are accepted
 * for the fields (Yup would otherwise coerce numbers to text); unknown properties
 * are ignored; whitespace is trimmed. Never throws.
 */
export function parseContactInput(input: unknown): ContactParseResult {
  if (!isPlainObject(input)) {
    return { ok: false, message: 'The body must be a JSON object.', fields: {} };
  }
  const fields: Partial<Record<ContactField, string>> = {};
  const picked: Record<string, string | undefined> = {};
  for (const field of contactFields) {
    const value = Object.hasOwn(input, field) ? input[field] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      fields[field] = `${defaultContactLabels[field]} must be text`;
      continue;
    }
    picked[field] = value;
  }
  try {
    const cast = contactSchema.validateSync(picked, { abortEarly: false, stripUnknown: true });
    if (Object.keys(fields).length > 0) return invalid(fields);
    return {
      ok: true,
      value: {
        firstName: cast.firstName,
        lastName: cast.lastName,
        email: cast.email,
        company: cast.company ? cast.company : null,
        message: cast.message,
      },
    };
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const issue of inner) {
      const field = issue.path as ContactField | undefined;
      if (field && contactFields.includes(field) && !fields[field]) fields[field] = issue.message;
    }
    return invalid(fields);
  }
}

function invalid(fields: Partial<Record<ContactField, string>>): ContactParseResult {
  return { ok: false, message: 'Some fields are missing or invalid.', fields };
}

export type ContactSchemaOutput = InferType<typeof contactSchema>;
