import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Two accessibility checkers besides axe, each a script run in the page it checks (no download
// at run time): IBM Equal Access (accessibility-checker-engine) and HTML_CodeSniffer. Needs the
// context's bypassCSP: the site's policy allows only its own inline scripts.

const resolve = createRequire(import.meta.url).resolve;
const aceScript = resolve('accessibility-checker-engine/ace.js');
const htmlcsScript = resolve('html_codesniffer/build/HTMLCS.js');

/** One finding, as an assertion prints it. */
export interface Finding {
  rule: string;
  message: string;
  /** Where: the element's DOM path (IBM) or its start tag (HTML_CodeSniffer). */
  where: string;
}

/** IBM Equal Access: each rule a page fails outright (policy VIOLATION, confidence FAIL). */
export async function equalAccessViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: aceScript });
  return page.evaluate(async () => {
    interface AceResult {
      ruleId: string;
      value: [string, string];
      message: string;
      path: { dom: string };
    }
    interface AceChecker {
      check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }>;
    }
    const ace = (window as unknown as { ace: { Checker: new () => AceChecker } }).ace;
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => ({ rule: result.ruleId, message: result.message, where: result.path.dom }));
  });
}

/** HTML_CodeSniffer's WCAG 2 AA errors (message type 1; 2 and 3 are warnings and notices). */
export async function codeSnifferErrors(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<Finding[]>((done) => {
        interface HtmlcsMessage {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        interface Htmlcs {
          process(standard: string, content: Document, callback: () => void): void;
          getMessages(): HtmlcsMessage[];
          getTranslation(key: string): string | undefined;
        }
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        // 2.5.1 asks for its autocomplete (H98) messages by keys its translations spell otherwise
        // ("InvalidAutoComplete_…" for "InvalidAutocomplete_…") and throws on the missing text:
        // a missing text is its key, so the rule reports what it found instead of stopping the run.
        const translate = htmlcs.getTranslation.bind(htmlcs);
        htmlcs.getTranslation = (key) => translate(key) ?? key;
        const startTag = (element: Element | Document) =>
          element instanceof Element
            ? (element.outerHTML.match(/^<[^>]*>/)?.[0] ?? element.tagName)
            : '#document';
        htmlcs.process('WCAG2AA', document, () =>
          done(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              // Its header model (H43) has no row groups: it expects each cell to name every
              // th[scope=rowgroup] above it in the table, where the HTML standard's table model
              // (assigning header cells) gives only its own group's. Skipped on such tables alone.
              .filter(
                (message) =>
                  !(
                    message.code.endsWith('H43.IncorrectAttr') &&
                    message.element instanceof Element &&
                    message.element.closest('table')?.querySelector('th[scope="rowgroup"]')
                  ),
              )
              .map((message) => ({
                rule: message.code,
                message: message.msg,
                where: startTag(message.element),
              })),
          ),
        );
      }),
  );
}

/** One line per finding, for an assertion's message. */
export const findingLines = (findings: readonly Finding[]): string[] =>
  findings.map((finding) => `${finding.rule}: ${finding.message}\n  ${finding.where}`);
