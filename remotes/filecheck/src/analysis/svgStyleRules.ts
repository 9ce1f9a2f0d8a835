import type { Subject } from './cssSelectorSubject.ts';
import { costs, type Element, isDataUrl, type Limits, tooComplex } from './svgElements.ts';
import { parseStyleSheet, type StyleRule } from './svgStyles.ts';

/** Gives each element the costly declarations of the <style> rules that can reach it. */
export function applyStyleSheets(elements: Element[], sheets: string[], limits: Limits): void {
  const rules: StyleRule[] = [];
  for (const sheet of sheets) {
    const parsed = parseStyleSheet(sheet, { maxRules: limits.maxElements, maxDepth: limits.maxDepth });
    // A data: sheet would be read by the browser and not here.
    if (!parsed || parsed.imports.some(isDataUrl)) throw tooComplex();
    for (const rule of parsed.rules) {
      const declarations = rule.declarations.filter(
        ({ property, value }) => costs(property, value) || property.startsWith('--'),
      );
      if (declarations.length) rules.push({ subjects: rule.subjects, declarations });
    }
  }
  if (!rules.length) return;
  const classes = elements.map((element) => element.className?.split(/\s+/).filter(Boolean) ?? []);
  const byId = new Map<string, number[]>();
  const byClass = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const all = elements.map((_, at) => at);
  const index = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    // class="a a" is one element for `.a`.
    if (list && list[list.length - 1] !== at) list.push(at);
    else if (!list) map.set(key, [at]);
  };
  elements.forEach((element, at) => {
    if (element.id !== null) index(byId, element.id, at);
    for (const name of classes[at] ?? []) index(byClass, name, at);
    index(byName, element.name, at);
  });
  const classSets = new Map<number, Set<string>>();
  const hasClass = (at: number, name: string) => {
    let set = classSets.get(at);
    if (!set) {
      set = new Set(classes[at]);
      classSets.set(at, set);
    }
    return set.has(name);
  };
  const matches = (subject: Subject | null, at: number): boolean => {
    if (!subject) return true;
    const element = elements[at] as Element;
    return (
      (subject.name === null || subject.name === element.name) &&
      (subject.id === null || subject.id === element.id) &&
      subject.classes.every((name) => hasClass(at, name))
    );
  };
  // Matching is bounded like everything else: many rules for every element is itself a cost.
  let tried = 0;
  for (const rule of rules) {
    const subjects = rule.subjects === 'all' ? [null] : rule.subjects;
    // An element two selectors of one rule match gets its declarations once.
    const matched = subjects.length > 1 ? new Set<number>() : null;
    for (const subject of subjects) {
      const candidates = !subject
        ? all
        : subject.id !== null
          ? (byId.get(subject.id) ?? [])
          : subject.classes[0] !== undefined
            ? (byClass.get(subject.classes[0]) ?? [])
            : subject.name !== null
              ? (byName.get(subject.name) ?? [])
              : all;
      tried += candidates.length * Math.max(1, subject?.classes.length ?? 1);
      if (tried > limits.maxStyleMatches) throw tooComplex();
      for (const at of candidates) {
        if (!matches(subject, at) || matched?.has(at)) continue;
        matched?.add(at);
        const element = elements[at] as Element;
        element.declarations ??= [];
        for (const declaration of rule.declarations) element.declarations.push(declaration);
      }
    }
  }
}
