// `pnpm new-remote <name> [--path /<route>] [--heading "<h1>"] [--root <site root>]`:
// a new team's remote in remotes/<name>/, from template/, with one page at --path. Touches
// nothing outside that folder; `pnpm install` afterwards adds it to the lockfile.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findRemotes, isRemoteName } from '@pod/build-config/findRemotes';
import { isRoutePath } from '@pod/contracts/routes';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');

export interface NewRemoteOptions {
  name: string;
  /** The first page's route; default /<name>. */
  path?: string;
  heading?: string;
  /** The site root to create it in (tests use a temporary one); default this checkout. */
  root?: string;
}

/**
 * Text as a JavaScript string literal, in the quotes the formatter would choose: the text stays
 * text wherever a template puts it (no `${…}`, quote or backslash of it becomes code).
 */
export function jsString(text: string): string {
  const count = (mark: string) => text.split(mark).length - 1;
  const quote = count("'") > count('"') ? '"' : "'";
  const escaped = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replaceAll(quote, `\\${quote}`)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `${quote}${escaped}${quote}`;
}

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const camel = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Creates remotes/<name>/ from the template; returns its folder. */
export function createRemote({
  name,
  path = `/${name}`,
  heading,
  root = repoRoot,
}: NewRemoteOptions): string {
  if (!isRemoteName(name))
    throw new Error(
      `"${name}" must be lower-case letters and digits, starting with a letter, and not a word JavaScript or the browser already uses (such as constructor or window)`,
    );
  if (!isRoutePath(path)) throw new Error(`"${path}" is not a plain lower-case path such as /file-check`);
  const target = join(root, 'remotes', name);
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const ports = [...findRemotes(repoRoot), ...findRemotes(root)].map((remote) => remote.devPort);
  const page = `${pascal(name)}Page`;
  const values: Record<string, string> = {
    __NAME__: name,
    __PORT__: String(Math.max(3000, ...ports) + 1),
    __PATH__: path,
    __PAGE__: page,
    __PAGE_CAMEL__: camel(page),
    // Only as a string literal: the heading is text, whatever characters it holds.
    __HEADING_LITERAL__: jsString(heading ?? pascal(name)),
  };
  const fill = (text: string): string => text.replace(/__[A-Z_]+__/g, (key) => values[key] ?? key);
  const template = join(here, 'template');
  mkdirSync(target, { recursive: true });
  try {
    for (const file of filesUnder(template)) {
      const out = join(target, fill(relative(template, file)).replace(/\.tmpl$/, ''));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, fill(readFileSync(file, 'utf8')));
    }
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: { path: { type: 'string' }, heading: { type: 'string' }, root: { type: 'string' } },
  });
  try {
    const folder = createRemote({
      name: positionals[0] ?? '',
      ...(values.path ? { path: values.path } : {}),
      ...(values.heading ? { heading: values.heading } : {}),
      ...(values.root ? { root: values.root } : {}),
    });
    console.log(
      `created ${relative(process.cwd(), folder)}: next, pnpm install, then see the README ("Adding a new team's remote")`,
    );
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
