// The shell's inline scripts (shell/src/inline/*.ts) are TypeScript, type-checked and linted with
// the rest; every page carries them in its head, so the build emits each as a small classic
// script: types stripped, comments and whitespace gone, local names shortened. Nothing is
// evaluated or folded: placeholders such as '__ENTRY__' and '__VITALS__', written in after this
// step, stay strings the code reads at run time. The server allows each by its hash.
import { readFileSync } from 'node:fs';
import { rspack } from '@rsbuild/core';

/** The emitted text of one inline script. */
export function inlineScript(file: string): string {
  const { swc } = rspack.experiments;
  const javascript = swc
    .transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      isModule: true,
    })
    // The source is a module to the type checker only.
    .code.replace(/^export \{\s*\};?\s*$/m, '');
  const { code } = swc.minifySync(javascript, {
    compress: false,
    mangle: true,
    module: false,
    ecma: 2022,
    format: { comments: false },
  });
  return code.trim();
}
