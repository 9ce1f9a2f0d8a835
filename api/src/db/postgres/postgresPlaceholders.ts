import type { SqlParams, SqlValue } from '../sqlClient.ts';

/**
 * Rewrites `?` and `@name` placeholders to PostgreSQL's `$1, $2, ...` and orders the values to
 * match. Text inside single quotes, double quotes and `--` comments is left alone (our SQL uses no
 * block comments or dollar quoting); `::type` casts
 * are not placeholders. Throws when a named parameter is missing, as better-sqlite3 does.
 */
export function toPostgresQuery(text: string, params: SqlParams = []): { text: string; values: SqlValue[] } {
  const values: SqlValue[] = [];
  const named = new Map<string, number>();
  const positional = Array.isArray(params) ? (params as readonly SqlValue[]) : null;
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (ch === '?' && positional) {
      if (next >= positional.length) throw new RangeError('Too few parameter values were provided');
      values.push(positional[next] as SqlValue);
      next += 1;
      out += `$${values.length}`;
    } else if (ch === '@' && !positional && /[A-Za-z_]/.test(text[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0] as string;
      const record = params as Readonly<Record<string, SqlValue>>;
      if (!(name in record)) throw new RangeError(`Missing named parameter "${name}"`);
      let index = named.get(name);
      if (index === undefined) {
        values.push(record[name] as SqlValue);
        index = values.length;
        named.set(name, index);
      }
      out += `$${index}`;
      i += name.length;
    } else {
      out += ch;
    }
  }
  if (positional && next !== positional.length)
    throw new RangeError('Too many parameter values were provided');
  return { text: out, values };
}
