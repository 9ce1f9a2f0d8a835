import { number, string } from 'yup';

// The kinds of value a setting may hold. Values stay text until checked; each kind says what is
// allowed, so one failed start lists every bad value at once (loadConfig.ts, abortEarly: false).

/** An unset or blank variable is "not set": its default applies. */
export const blank = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

export function whole(min: number, max: number) {
  const allowed = `a whole number from ${min} to ${max}`;
  return number()
    .transform(blank)
    .typeError(allowed)
    .integer(allowed)
    .min(min, allowed)
    .max(max, allowed)
    .optional();
}

export function positive() {
  return number().transform(blank).typeError('a number above 0').positive('a number above 0').optional();
}

/** A text checked by a parser that throws with the reason (the same parser builds the value). */
export function parsed(parse: (value: string) => unknown) {
  return string()
    .transform(blank)
    .optional()
    .test('parses', '', function check(value) {
      if (value === undefined) return true;
      try {
        parse(value);
        return true;
      } catch (error) {
        return this.createError({ message: error instanceof Error ? error.message : String(error) });
      }
    });
}

export function oneOf(values: readonly string[]) {
  return string()
    .transform(blank)
    .optional()
    .oneOf([...values, undefined], `one of ${values.join(', ')}`);
}

export const trueOrFalse = () => oneOf(['true', 'false']);

export const text = () => string().trim().optional();

/** A comma list, each item trimmed of spaces and a trailing slash; empty items dropped. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
