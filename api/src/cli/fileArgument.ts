import { isAbsolute, resolve } from 'node:path';

/**
 * The value after `flag` (e.g. --to <file>), resolved against the folder the command was typed
 * in (pnpm --filter runs scripts in api/; INIT_CWD is where the user was).
 */
export function fileArgument(args: readonly string[], flag: string): string | undefined {
  const rest = args.filter((arg) => arg !== '--');
  const index = rest.indexOf(flag);
  const value = index >= 0 ? rest[index + 1] : undefined;
  if (!value || value.startsWith('--')) return undefined;
  return isAbsolute(value) ? value : resolve(process.env.INIT_CWD ?? process.cwd(), value);
}
