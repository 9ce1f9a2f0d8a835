import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One message of the Nu HTML Checker's JSON output. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's jar, from the npm registry's vnu-jar package (its Java-fetching install script never runs). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Runs the Nu HTML Checker once, in one Java process, over every file, and gives each file's
 * errors (warnings are advice, not errors). Needs `java` (Debian's default-jre-headless, which
 * the test command installs).
 */
export function nuErrors(files: readonly string[]): Map<string, NuMessage[]> {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`the Nu HTML Checker could not start (is java installed?): ${run.error.message}`);
  // The report is written to standard error.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const byFile = new Map<string, NuMessage[]>(files.map((file) => [file, []]));
  for (const message of report.messages) {
    if (message.type === 'info') continue;
    // Named file:/path, one slash.
    const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : undefined;
    if (!file || !byFile.has(file))
      throw new Error(`the Nu HTML Checker reported on no file given: ${JSON.stringify(message)}`);
    byFile.get(file)?.push(message);
  }
  return byFile;
}
