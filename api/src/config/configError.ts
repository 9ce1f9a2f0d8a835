/** A start refused: `problems` holds one line per bad setting (name, value, what is allowed). */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid settings:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A value as a problem line quotes it: JSON, cut at 80 characters. */
export function shown(value: string | undefined): string {
  const text = value ?? '';
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}
