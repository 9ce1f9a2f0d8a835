import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseBucketTarget } from '@pod/deploy-format/bucketTarget';
import { isAppName, isRemoteName } from '@pod/deploy-format/layout';
import { appFolder } from './buildApp.ts';

export interface CliArgs {
  /** "shell" or a remote's name. */
  app: string;
  /** A folder (absolute) or s3://bucket/prefix. */
  to: string;
  /** A built dist folder to deploy as is (no build). */
  dist: string | undefined;
  /** A shell dist folder to check a remote against instead of the live shell. */
  shell: string | undefined;
  force: boolean;
  keep: number;
  /** rollback: the version to switch to (default: the one before the live one). */
  version: string | undefined;
  /** deploy: a live remote this one takes over from (its routes), in the same switch. */
  replaces: string | undefined;
}

/** Paths are relative to where the command was typed (pnpm runs scripts in the package folder). */
function fromUserCwd(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The app whose package script runs this (`pnpm --filter @pod/<app> run deploy`): @pod/<app>. */
function appOfPackage(folder: string): string | undefined {
  const file = join(folder, 'package.json');
  if (!existsSync(file)) return undefined;
  const name = (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? '';
  return name.startsWith('@pod/') ? name.slice('@pod/'.length) : undefined;
}

/** argv: [<app>] --to <target> [--dist <folder>] [--shell <folder>] [--keep N] [--force] [--version <id>] [--replaces <remote>] */
export function parseCliArgs(argv: readonly string[], usage: string): CliArgs {
  const { values, positionals } = parseArgs({
    // pnpm passes the `--` of `pnpm run deploy -- --to …` through.
    args: argv.filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      dist: { type: 'string' },
      shell: { type: 'string' },
      keep: { type: 'string', default: '5' },
      force: { type: 'boolean', default: false },
      version: { type: 'string' },
      replaces: { type: 'string' },
    },
  });
  const app = positionals[0] ?? appOfPackage(process.cwd()) ?? '';
  if (!isAppName(app))
    throw new Error(
      `"${app}" is not an app name (shell, or a remote's: lower-case letters and digits)\n${usage}`,
    );
  if (!values.dist && !existsSync(join(appFolder(app), 'package.json')))
    throw new Error(`no ${app} in this checkout (${appFolder(app)}); pass --dist <its built dist>\n${usage}`);
  if (!values.to) throw new Error(`--to <folder | s3://bucket/prefix> is required\n${usage}`);
  if (
    values.replaces !== undefined &&
    (!isRemoteName(values.replaces) || app === 'shell' || values.replaces === app)
  )
    throw new Error(`--replaces names another remote, which ${app} takes over from\n${usage}`);
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of at least 1`);
  return {
    app,
    to: parseBucketTarget(values.to) ? values.to : fromUserCwd(values.to),
    dist: values.dist ? fromUserCwd(values.dist) : undefined,
    shell: values.shell ? fromUserCwd(values.shell) : undefined,
    force: values.force === true,
    keep,
    version: values.version,
    replaces: values.replaces,
  };
}
