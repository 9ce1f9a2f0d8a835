// A form post's answer written into the form's page, as the form's own components render that
// answer (the forms remote's test renders both and compares): the values kept in their fields,
// each message beside its field, the summary shown with a link to each field and focused as the
// page loads, the answer in the island's props, "Error: " before the title.
import { escapeHtml } from '@pod/contracts/escapeHtml';
import {
  ANSWER_PROP,
  ERROR_SUMMARY_MARK,
  ERROR_TITLE_PREFIX,
  FORM_MARK,
  type FormAnswer,
} from '@pod/contracts/formAnswer';
import { fillPage } from './fillPage.ts';
import type { PageEdits } from './pageEdits.ts';
import { closest, isWithin, type MappedElement } from './pageMap.ts';

/** Never written back into a page: a password, the page's key, a file. */
const UNFILLED_TYPES = new Set(['password', 'hidden', 'file']);

function fillSummary(
  edits: PageEdits,
  form: MappedElement,
  answer: FormAnswer,
  idOf: (field: string) => string | undefined,
) {
  const box = edits.map.withAttribute(ERROR_SUMMARY_MARK).find((each) => isWithin(each, form));
  if (!box || answer.summary.length === 0) return;
  edits.setAttribute(box, 'hidden', null);
  // Focus goes to the summary as the page loads, where a screen reader reads it first.
  edits.setAttribute(box, 'autofocus', '');
  const list = edits.map.elements.find((each) => each.tag === 'ul' && each.parent && isWithin(each, box));
  if (!list) return;
  const items = answer.summary.map((item) => {
    const id = item.field ? idOf(item.field) : undefined;
    const text = escapeHtml(item.text);
    return `<li>${id ? `<a href="#${escapeHtml(id)}">${text}</a>` : text}</li>`;
  });
  edits.insert(list.startTagEnd, items.join(''));
}

/** The page's marked form with `answer` in it; a page without one gets the title only. */
export function formAnswerEdits(edits: PageEdits, answer: FormAnswer): void {
  const { map } = edits;
  const title = map.first('title');
  if (title) edits.insert(title.startTagEnd, escapeHtml(ERROR_TITLE_PREFIX));
  const marked = map.withAttribute(FORM_MARK)[0];
  const form = marked && closest(marked, (each) => each.tag === 'form');
  if (!form) return;
  const controls = new Map<string, MappedElement>();
  for (const each of map.withAttribute('name')) {
    const name = each.attrs.get('name') ?? '';
    if ((each.tag === 'input' || each.tag === 'textarea') && !controls.has(name) && isWithin(each, form))
      controls.set(name, each);
  }
  const idOf = (field: string) => controls.get(field)?.attrs.get('id');

  for (const [field, value] of Object.entries(answer.values)) {
    const control = controls.get(field);
    if (!control || UNFILLED_TYPES.has(control.attrs.get('type') ?? '')) continue;
    // The parser drops one newline right after <textarea>: a value that starts with one keeps it.
    if (control.tag === 'textarea')
      edits.replaceContent(control, `${value.startsWith('\n') ? '\n' : ''}${escapeHtml(value)}`);
    else edits.setAttribute(control, 'value', value);
  }
  for (const [field, message] of Object.entries(answer.errors)) {
    const control = controls.get(field);
    const id = idOf(field);
    if (!control || !id) continue;
    const errorId = `${id}-error`;
    edits.setAttribute(control, 'aria-invalid', 'true');
    edits.setAttribute(control, 'aria-describedby', errorId);
    const box = map.byId(errorId);
    if (!box) continue;
    edits.setAttribute(box, 'hidden', null);
    edits.replaceContent(box, escapeHtml(message));
  }
  fillSummary(edits, form, answer, idOf);
  // The island that holds the form renders the same answer from its props once it hydrates.
  const island = closest(form, (each) => each.attrs.has('data-props'));
  const props = island && edits.props(island);
  if (island && props) edits.setProps(island, { ...props, [ANSWER_PROP]: JSON.stringify(answer) });
}

/** `html` with `answer` written in: for a page read once (a test, a stand-in page). */
export const fillFormAnswer = (html: string, answer: FormAnswer): string =>
  fillPage(html, (edits) => formAnswerEdits(edits, answer));
