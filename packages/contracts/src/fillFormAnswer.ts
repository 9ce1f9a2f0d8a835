// The server's side of formAnswer.ts: writes an answer into a prerendered page by string work,
// as React would have rendered the form with that answer (the forms' own tests render both and
// compare). The page is the build's, so its markup is known: React writes every attribute
// value escaped and double-quoted, a boolean attribute as `name=""`, a textarea's value as its
// text. Every replacement is a function, never a string: a replacement string's own patterns
// (`$&`, `$\``, `$'`, `$$`, `$1`) would be read in what a visitor typed.
import { escapeHtml } from './escapeHtml.ts';
import {
  ANSWER_PROP,
  ERROR_SUMMARY_MARK,
  ERROR_TITLE_PREFIX,
  FORM_KEY_SLOT,
  FORM_MARK,
  type FormAnswer,
} from './formAnswer.ts';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeHtml(text).replace(/'/g, '&#x27;');
const unescapeAttribute = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control (input or textarea) named `field`: where its tag starts and ends, and the tag. */
function controlTag(form: string, field: string) {
  const found = new RegExp(`<(input|textarea)\\b[^>]*\\sname="${escapeRegExp(field)}"[^>]*>`).exec(form);
  if (!found) return undefined;
  return { start: found.index, end: found.index + found[0].length, tag: found[0], kind: found[1] };
}

/** Puts `attributes` before the tag's closing `>` or `/>`. */
const withAttributes = (tag: string, attributes: string): string =>
  tag.replace(/\s*(\/?)>$/, (_, slash: string) => `${attributes}${slash}>`);

function fillValue(form: string, field: string, value: string): string {
  const control = controlTag(form, field);
  if (!control || /\stype="(password|hidden|file)"/.test(control.tag)) return form;
  if (control.kind === 'textarea') {
    const close = form.indexOf('</textarea>', control.end);
    if (close < 0) return form;
    // The parser drops one newline right after <textarea>: a value that starts with one keeps it.
    const text = `${value.startsWith('\n') ? '\n' : ''}${escapeText(value)}`;
    return form.slice(0, control.end) + text + form.slice(close);
  }
  const tag = /\svalue="[^"]*"/.test(control.tag)
    ? control.tag.replace(/\svalue="[^"]*"/, () => ` value="${escapeAttribute(value)}"`)
    : withAttributes(control.tag, ` value="${escapeAttribute(value)}"`);
  return form.slice(0, control.start) + tag + form.slice(control.end);
}

/** The field's id (what its label and the summary's link point at). */
function idOf(form: string, field: string): string | undefined {
  const control = controlTag(form, field);
  return control ? /\sid="([^"]*)"/.exec(control.tag)?.[1] : undefined;
}

function fillError(form: string, field: string, message: string): string {
  const control = controlTag(form, field);
  const id = control && /\sid="([^"]*)"/.exec(control.tag)?.[1];
  if (!control || !id) return form;
  const errorId = `${id}-error`;
  let filled =
    form.slice(0, control.start) +
    withAttributes(control.tag, ` aria-invalid="true" aria-describedby="${errorId}"`) +
    form.slice(control.end);
  const box = new RegExp(`<p\\b[^>]*\\sid="${escapeRegExp(errorId)}"[^>]*>`).exec(filled);
  if (!box) return filled;
  const shown = box[0].replace(/\shidden=""/, '');
  filled = filled.slice(0, box.index) + shown + escapeText(message) + filled.slice(box.index + box[0].length);
  return filled;
}

function fillSummary(form: string, answer: FormAnswer): string {
  if (answer.summary.length === 0) return form;
  const box = new RegExp(`<[a-z]+\\b[^>]*\\s${ERROR_SUMMARY_MARK}=""[^>]*>`).exec(form);
  if (!box) return form;
  // Focus goes to the summary as the page loads, where a screen reader reads it first.
  const shown = withAttributes(box[0].replace(/\shidden=""/, ''), ' autofocus=""');
  let filled = form.slice(0, box.index) + shown + form.slice(box.index + box[0].length);
  const list = /<ul\b[^>]*>/.exec(filled.slice(box.index));
  if (!list) return filled;
  const at = box.index + list.index + list[0].length;
  const items = answer.summary
    .map((item) => {
      const id = item.field ? idOf(form, item.field) : undefined;
      const text = escapeText(item.text);
      return `<li>${id ? `<a href="#${escapeAttribute(id)}">${text}</a>` : text}</li>`;
    })
    .join('');
  filled = filled.slice(0, at) + items + filled.slice(at);
  return filled;
}

/** Adds the answer to the props of the island that holds the form (the last one opened before it). */
function fillIslandProps(html: string, formStart: string, answer: FormAnswer): string {
  const formAt = html.indexOf(formStart);
  const propsAt = html.lastIndexOf(' data-props="', formAt);
  if (propsAt < 0) return html;
  const valueStart = propsAt + ' data-props="'.length;
  const valueEnd = html.indexOf('"', valueStart);
  let props: Record<string, unknown>;
  try {
    props = JSON.parse(unescapeAttribute(html.slice(valueStart, valueEnd))) as Record<string, unknown>;
  } catch {
    return html;
  }
  const filled = escapeAttribute(JSON.stringify({ ...props, [ANSWER_PROP]: JSON.stringify(answer) }));
  return html.slice(0, valueStart) + filled + html.slice(valueEnd);
}

/**
 * The page with the answer written into its marked form (values, messages, summary), into the
 * props of the island that holds it, and into its title. A page without a marked form gets the
 * title only.
 */
export function fillFormAnswer(html: string, answer: FormAnswer): string {
  const titled = html.replace(/<title>/, () => `<title>${escapeText(ERROR_TITLE_PREFIX)}`);
  const mark = titled.indexOf(` ${FORM_MARK}=""`);
  const start = mark < 0 ? -1 : titled.lastIndexOf('<form', mark);
  const end = start < 0 ? -1 : titled.indexOf('</form>', start);
  if (end < 0) return titled;
  let form = titled.slice(start, end);
  for (const [field, value] of Object.entries(answer.values)) form = fillValue(form, field, value);
  for (const [field, message] of Object.entries(answer.errors)) form = fillError(form, field, message);
  form = fillSummary(form, answer);
  const page = titled.slice(0, start) + form + titled.slice(end);
  return fillIslandProps(page, form.slice(0, form.indexOf('>') + 1), answer);
}

/** The page with `key` wherever the prerender left the form's key slot (field and island props). */
export function fillFormKey(html: string, key: string): string {
  return html.replaceAll(FORM_KEY_SLOT, key);
}
