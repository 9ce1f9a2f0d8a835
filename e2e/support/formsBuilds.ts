import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const formsDist = join(repoRoot, 'remotes', 'forms', 'dist');
const contentFile = join(repoRoot, 'remotes', 'forms', 'src', 'content', 'formsContent.ts');
const formsPackage = join(repoRoot, 'remotes', 'forms', 'package.json');

export const V1_HEADING = 'Ready to transform your print-on-demand business?';
export const V2_HEADING = `${V1_HEADING} (v2)`;
/** The react range the incompatible build is made with; the shell provides 19.x. */
export const INCOMPATIBLE_REACT = '^18.3.1';

export interface FormsBuilds {
  v1: string;
  v2: string;
  /** Built with INCOMPATIBLE_REACT as react's required version. */
  incompatible: string;
}

function buildForms(): void {
  execFileSync('pnpm', ['--filter', '@pod/forms', 'run', 'build'], { cwd: repoRoot, stdio: 'pipe' });
}

/** Runs `change`, builds forms, undoes the change; returns a copy of that dist. */
function buildWith(file: string, change: (text: string) => string, into: string): string {
  const before = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, change(before));
    buildForms();
  } finally {
    writeFileSync(file, before);
  }
  cpSync(formsDist, into, { recursive: true });
  return into;
}

/**
 * Three real forms builds from the current tree: v1 (the dist `pnpm build` made), v2 (a
 * changed heading) and one built against an incompatible react range. remotes/forms/dist
 * is put back as it was, file times included, so the main test server sees no change.
 */
export function prepareFormsBuilds(): FormsBuilds {
  if (!made?.incompatible) made = prepare(true);
  return made as FormsBuilds;
}

/** v1 and v2 only (one build instead of two), as prepareFormsBuilds makes them. */
export function prepareFormsVersions(): Omit<FormsBuilds, 'incompatible'> {
  made ??= prepare(false);
  return made;
}

// The builds, once made, serve every later spec of the same test worker (read only: deploys copy
// from them): each forms build takes seconds.
let made: (Omit<FormsBuilds, 'incompatible'> & { incompatible?: string }) | undefined;

function prepare(withIncompatible: boolean): Omit<FormsBuilds, 'incompatible'> & { incompatible?: string } {
  const root = mkdtempSync(join(tmpdir(), 'pod-forms-builds-'));
  const v1 = join(root, 'v1');
  cpSync(formsDist, v1, { recursive: true, preserveTimestamps: true });
  try {
    const v2 = buildWith(contentFile, (text) => text.replaceAll(V1_HEADING, V2_HEADING), join(root, 'v2'));
    if (!withIncompatible) return { v1, v2 };
    // The remote's own package.json states what it requires of each shared singleton.
    const incompatible = buildWith(
      formsPackage,
      (text) => {
        const pkg = JSON.parse(text) as { dependencies: Record<string, string> };
        pkg.dependencies.react = INCOMPATIBLE_REACT;
        return `${JSON.stringify(pkg, null, 2)}\n`;
      },
      join(root, 'incompatible'),
    );
    return { v1, v2, incompatible };
  } finally {
    rmSync(formsDist, { recursive: true, force: true });
    cpSync(v1, formsDist, { recursive: true, preserveTimestamps: true });
  }
}
