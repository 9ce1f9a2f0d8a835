// Finds a target inside the page, for engines driven over plain WebDriver (no locator engine):
// CSS, role and accessible name, label, or own text. The accessible name is the usual short cut
// (aria-labelledby, aria-label, a field's labels, an image's alt, else the text), enough for
// this site's controls. Runs in the page: it must not use anything from outside its body.
import type { Target } from './engine.ts';

type Pattern = { exact: string } | { source: string; flags: string };
export type SerialTarget =
  | { css: string }
  | { role: string; name: Pattern }
  | { label: Pattern }
  | { text: Pattern };

const pattern = (value: string | RegExp): Pattern =>
  typeof value === 'string' ? { exact: value } : { source: value.source, flags: value.flags };

export function serialTarget(target: Target): SerialTarget {
  if ('css' in target) return target;
  if ('role' in target) return { role: target.role, name: pattern(target.name) };
  if ('label' in target) return { label: pattern(target.label) };
  return { text: pattern(target.text) };
}

/** The first visible element matching the target (any one, for hidden file inputs), or null. */
export function findInPage(target: SerialTarget, mustBeVisible: boolean): Element | null {
  const roles: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="password"], textarea, [role="textbox"]',
    dialog: 'dialog, [role="dialog"]',
    img: 'img, [role="img"]',
    table: 'table, [role="table"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, p: Pattern) =>
    'exact' in p ? text === p.exact : new RegExp(p.source, p.flags).test(text);
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  const byIds = (ids: string) =>
    squash(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  // Text from content, as the accessibility tree has it: no aria-hidden or undisplayed parts
  // (an icon beside a button's words), an image by its alt, a labelled child by its label.
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLElement && !node.checkVisibility({ visibilityProperty: true })) return '';
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    return [...node.childNodes].map(contentText).join('');
  };
  const name = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map(contentText).join(' '));
    if (el instanceof HTMLImageElement) return squash(el.alt);
    if (el instanceof HTMLInputElement) return squash(el.value);
    return squash([...el.childNodes].map(contentText).join(''));
  };
  let candidates: Element[];
  if ('css' in target) candidates = [...document.querySelectorAll(target.css)];
  else if ('role' in target)
    candidates = [...document.querySelectorAll(roles[target.role] ?? '*')].filter((el) =>
      matches(name(el), target.name),
    );
  else if ('label' in target)
    candidates = [...document.querySelectorAll('input, textarea, select')].filter((el) =>
      matches(name(el), target.label),
    );
  else {
    const p = target.text;
    const all = [...document.querySelectorAll('body *')].filter((el) => matches(squash(el.textContent), p));
    // The innermost elements whose own text matches, not every ancestor of them.
    candidates = all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
  }
  return candidates.find((el) => !mustBeVisible || visible(el)) ?? null;
}
