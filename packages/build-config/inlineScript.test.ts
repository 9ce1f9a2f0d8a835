import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScript } from './inlineScript.ts';

const folder = join(import.meta.dirname, '..', '..', 'shell', 'src', 'inline');
const scripts = readdirSync(folder).filter((name) => /^[a-zA-Z]+\.ts$/.test(name));
// What a script bundles from a workspace package (@pod/faq-search, @pod/shared-ui/islandLife,
// @pod/deploy-format/prerender): the file its export names and every module that file reaches.
const packageFolders: Record<string, string> = {
  'faq-search': join(import.meta.dirname, '..', 'faq-search'),
  'deploy-format': join(import.meta.dirname, '..', 'deploy-format'),
  'shared-ui': join(import.meta.dirname, '..', '..', 'shared-ui'),
};
function exportedFile(pkg: string, entry: string): string | undefined {
  const root = packageFolders[pkg];
  if (!root) return undefined;
  const exports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports as Record<
    string,
    string
  >;
  const file = exports[`./${entry}`];
  return file ? join(root, file) : undefined;
}
function reached(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/from '(\.\/[\w/]+\.ts)'/g)].map(([, path]) =>
    join(dirname(file), path ?? ''),
  );
  return [source, ...imports.flatMap((path) => reached(path, seen))];
}

describe("the shell's inline scripts as emitted", () => {
  it('are the four head scripts', () => {
    expect(scripts.sort()).toEqual(['headerControls.ts', 'islands.ts', 'searchListEarly.ts', 'themeInit.ts']);
  });

  for (const name of scripts) {
    it(`${name}: a classic script, no types, comments or module syntax, and smaller than its source`, async () => {
      const emitted = await inlineScript(join(folder, name));
      // Parses as the body of a classic script (a module keyword or a type would throw).
      expect(() => new Function(emitted)).not.toThrow();
      expect(emitted).not.toMatch(/\bexport\b|^\s*\/\//m);
      // Its source: the script, the shell's modules it imports (headerControls.ts's
      // layout/menuState.ts) and what it bundles from a shared package (searchListEarly.ts carries
      // the FAQ's search of @pod/faq-search, the others the marks' names).
      const source = readFileSync(join(folder, name), 'utf8');
      const bundled = [...source.matchAll(/from '@pod\/([\w-]+)\/(\w+)'/g)].flatMap(([, pkg, entry]) => {
        const file = exportedFile(pkg ?? '', entry ?? '');
        return file ? reached(file) : [];
      });
      const modules = [...source.matchAll(/from '(\.\.?\/[\w/]+\.ts)'/g)].map(([, file]) =>
        readFileSync(join(folder, file ?? ''), 'utf8'),
      );
      expect(emitted.length).toBeLessThan([source, ...bundled, ...modules].join('').length / 2);
    });
  }

  it('keeps the placeholders the build writes in afterwards, unevaluated', async () => {
    const starter = await inlineScript(join(folder, 'islands.ts'));
    expect(starter).toMatch(/["']__ENTRY__["']/);
    expect(starter).toMatch(/["']__VITALS__["']/);
    // The check that the Web Vitals entry was written in still runs in the browser.
    expect(starter).toContain('startsWith("__")');
  });

  it("bundles what a script imports from the shell's modules, wrapped so no name leaks into the page", async () => {
    const starter = await inlineScript(join(folder, 'islands.ts'));
    expect(starter).not.toMatch(/\bimport\b/);
    // The events that mean "the visitor reaches for an island" come from the shell's list.
    expect(starter).toContain('"dragenter"');
    expect(starter.startsWith('(function(')).toBe(true);
  });
});
