// The shell's inline scripts (shell/src/inline/*.ts) are TypeScript, type-checked and linted with
// the rest; every page carries them in its head, so the build emits each as a small classic
// script: its imports bundled in (rolldown, so the shell's own modules are the one source of
// what a script shares with them, such as the events that mean a visitor reaches for an
// island), types stripped, comments and whitespace gone, local names shortened, wrapped in a
// function so no name leaks between the head's scripts. Nothing is evaluated or folded:
// placeholders such as '__ENTRY__' and '__VITALS__', written in after this step, stay strings
// the code reads at run time. The server allows each by its hash.
import { rspack } from '@rsbuild/core';
import { rolldown } from 'rolldown';

/** The emitted text of one inline script. */
export async function inlineScript(file: string): Promise<string> {
  const bundle = await rolldown({ input: file, treeshake: true, logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: false });
    const javascript = output[0].code;
    const { code } = rspack.experiments.swc.minifySync(javascript, {
      compress: false,
      mangle: true,
      module: false,
      ecma: 2022,
      format: { comments: false },
    });
    return code.trim();
  } finally {
    await bundle.close();
  }
}
