// The validation of the contact forms, made from their field table (contactFields.ts): the forms
// remote validates with it in the browser (Formik) and the API validates every POST with it.
// Messages: "Required" for a missing field (the spec's wording), Yup's own default
// templates otherwise ("Email must be a valid email"),
// given a human label instead of the property name.
import { object, string } from 'yup';
import { type ContactFieldSpec, type ContactFieldTable, contactFieldTable } from './contactFields.ts';

/**
 * The hidden honeypot field. People never see or fill it; a post that carries a value
 * for it came from a bot and is answered like success but not stored.
 */
export const honeypotField = 'website';

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

function fieldSchema(field: ContactFieldSpec) {
  const schema = text(field.label, field.maxLength, field.input !== 'textarea');
  const typed = field.input === 'email' ? schema.email() : schema;
  return field.required ? typed.required('Required') : typed.optional();
}

/** The schema of a form's fields (by default every field of the table). */
export function contactSchemaOf(fields: ContactFieldTable = contactFieldTable) {
  return object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** What a visitor types, by field name (every field a string, an optional one may be empty). */
export type ContactFormValues = Record<string, string>;

/** Every field of a form, empty. */
export function emptyValuesOf(fields: ContactFieldTable): ContactFormValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

/** A validated contact by field name: trimmed, an optional field null when left empty. */
export type ContactInput = Readonly<Record<string, string | null>>;

export type ContactParseResult =
  | { ok: true; value: ContactInput }
  | { ok: false; message: string; fields: Record<string, string> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a JSON body filled the hidden honeypot field (only bots do). */
export function honeypotTripped(input: unknown): boolean {
  if (!isPlainObject(input) || !Object.hasOwn(input, honeypotField)) return false;
  const trap = input[honeypotField];
  return trap !== undefined && trap !== null && trap !== '' && trap !== false;
}

/**
 * Validates an untrusted JSON value (the server side) against a form's fields. Only strings are
 * accepted for the fields (Yup would otherwise coerce numbers to text); unknown properties
 * are ignored; whitespace is trimmed. Never throws.
 */
export function parseContactInput(
  input: unknown,
  fields: ContactFieldTable = contactFieldTable,
): ContactParseResult {
  if (!isPlainObject(input)) {
    return { ok: false, message: 'The body must be a JSON object.', fields: {} };
  }
  const problems: Record<string, string> = {};
  const picked: Record<string, string | undefined> = {};
  for (const field of fields) {
    const value = Object.hasOwn(input, field.name) ? input[field.name] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      problems[field.name] = `${field.label} must be text`;
      continue;
    }
    picked[field.name] = value;
  }
  try {
    const cast: Record<string, string | undefined> = contactSchemaOf(fields).validateSync(picked, {
      abortEarly: false,
      stripUnknown: true,
    });
    if (Object.keys(problems).length > 0) return invalid(problems);
    return {
      ok: true,
      value: Object.fromEntries(fields.map((field) => [field.name, cast[field.name] || null])),
    };
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const issue of inner) {
      const name = issue.path;
      if (name && fields.some((field) => field.name === name) && !problems[name])
        problems[name] = issue.message;
    }
    return invalid(problems);
  }
}

function invalid(fields: Record<string, string>): ContactParseResult {
  return { ok: false, message: 'Some fields are missing or invalid.', fields };
}
