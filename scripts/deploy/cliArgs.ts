import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseBucketTarget } from '../../api/src/site/deploys/deployTarget.ts';

export interface CliArgs {
  remote: string;
  /** A folder (absolute) or s3://bucket/prefix. */
  to: string;
  /** A built dist folder to deploy as is (no build). */
  dist: string | undefined;
  /** The live shell's dist folder, for the contract check. */
  shell: string | undefined;
  force: boolean;
  keep: number;
  /** rollback: the version to switch to (default: the one before the live one). */
  version: string | undefined;
}

const REMOTES = ['marketing', 'forms', 'upload'];

/** Paths are relative to where the command was typed (pnpm runs scripts in the package folder). */
function fromUserCwd(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** argv: <remote> --to <target> [--dist <folder>] [--shell <folder>] [--keep N] [--force] [--version <id>] */
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
    },
  });
  const remote = positionals[0] ?? '';
  if (!REMOTES.includes(remote))
    throw new Error(`unknown remote "${remote}" (${REMOTES.join(', ')})\n${usage}`);
  if (!values.to) throw new Error(`--to <folder | s3://bucket/prefix> is required\n${usage}`);
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of at least 1`);
  return {
    remote,
    to: parseBucketTarget(values.to) ? values.to : fromUserCwd(values.to),
    dist: values.dist ? fromUserCwd(values.dist) : undefined,
    shell: values.shell ? fromUserCwd(values.shell) : undefined,
    force: values.force === true,
    keep,
    version: values.version,
  };
}
