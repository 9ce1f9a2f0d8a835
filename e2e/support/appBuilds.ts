// Real builds of apps that are not in the checkout's dist folders: a new team's remote made
// from the template, an existing remote with a page added, a changed shell. Each is built in
// a temporary copy (its node_modules linked from the checkout), so tracked files never change.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rsbuild = join(repoRoot, 'node_modules', '.bin', 'rsbuild');

/** Copies an app's source (no dist, node_modules or generated files) elsewhere. */
function copyAppSource(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !/(^|[/\\])(node_modules|dist|\.prerender|\.generated)$/.test(source),
  });
}

/** `pnpm new-remote`, run as a newcomer runs it, in a scratch site root; returns the new folder. */
function newRemote(root: string, name: string, path: string, heading: string): string {
  execFileSync(
    process.execPath,
    [
      join(repoRoot, 'scripts', 'newRemote', 'newRemote.ts'),
      name,
      '--path',
      path,
      '--heading',
      heading,
      '--root',
      root,
    ],
    { stdio: 'pipe' },
  );
  return join(root, 'remotes', name);
}

/** A scratch site root; its apps reach the build config through their linked node_modules. */
function scratchRoot(): string {
  return mkdtempSync(join(tmpdir(), 'pod-app-build-'));
}

function build(folder: string): string {
  execFileSync(rsbuild, ['build'], { cwd: folder, stdio: 'pipe' });
  return join(folder, 'dist');
}

/** A new team's remote, from the template exactly as `pnpm new-remote` makes it; returns its dist. */
export function buildNewTeamRemote(name: string, path: string, heading: string): string {
  const root = scratchRoot();
  const folder = newRemote(root, name, path, heading);
  // The template's dependencies are a subset of the forms remote's.
  symlinkSync(join(repoRoot, 'remotes', 'forms', 'node_modules'), join(folder, 'node_modules'));
  return build(folder);
}

/** The forms remote with one more page in its route list; returns its dist. */
export function buildFormsWithPage(path: string, page: string, heading: string): string {
  const root = scratchRoot();
  const folder = join(root, 'remotes', 'forms');
  copyAppSource(join(repoRoot, 'remotes', 'forms'), folder);
  symlinkSync(join(repoRoot, 'remotes', 'forms', 'node_modules'), join(folder, 'node_modules'));
  writeFileSync(
    join(folder, 'src', 'pages', `${page}.tsx`),
    `import { PageHeader } from '@pod/shared-ui';\n\nexport default function ${page}() {\n  return <PageHeader title="${heading}" />;\n}\n`,
  );
  const routesFile = join(folder, 'src', 'routes.ts');
  writeFileSync(
    routesFile,
    readFileSync(routesFile, 'utf8').replace(
      /\n\]\);/,
      `\n  { path: '${path}', page: '${page}', head: { title: '${heading}' }, sitemap: true },\n]);`,
    ),
  );
  return build(folder);
}

/**
 * A remote's current source built under another name (package @pod/<as>, served under
 * /remotes/<as>/): what a target still runs after a remote was renamed in the repository.
 */
export function buildRemoteNamed(from: string, as: string): string {
  const root = scratchRoot();
  const folder = join(root, 'remotes', as);
  copyAppSource(join(repoRoot, 'remotes', from), folder);
  symlinkSync(join(repoRoot, 'remotes', from, 'node_modules'), join(folder, 'node_modules'));
  for (const file of ['package.json', 'src/bootstrap.tsx', 'src/prerender.tsx']) {
    const text = readFileSync(join(folder, file), 'utf8');
    writeFileSync(
      join(folder, file),
      text.replaceAll(`@pod/${from}"`, `@pod/${as}"`).replaceAll(`'${from}'`, `'${as}'`),
    );
  }
  return build(folder);
}

/** The shell with `change` applied to its copy (text of files under shell/, by path); returns its dist. */
export function buildShellWith(change: Record<string, (text: string) => string>): string {
  const root = scratchRoot();
  const folder = join(root, 'shell');
  copyAppSource(join(repoRoot, 'shell'), folder);
  symlinkSync(join(repoRoot, 'shell', 'node_modules'), join(folder, 'node_modules'));
  for (const [file, edit] of Object.entries(change)) {
    writeFileSync(join(folder, file), edit(readFileSync(join(folder, file), 'utf8')));
  }
  return build(folder);
}

/** A copy of a built dist folder, to tamper with. */
export function copyOfDist(dist: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'pod-dist-copy-')), 'dist');
  cpSync(dist, copy, { recursive: true });
  return copy;
}
