import { describe, expect, it } from 'vitest';
import { otherSchemaGone } from './migrate.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('otherSchemaGone', () => {
  it('is true for another schema dropped while the migrator read the catalogue', () => {
    expect(otherSchemaGone(pgError('3F000', 'schema "t_025cda7c7f8b" does not exist'), 't_1')).toBe(true);
  });

  it('is true for a table of another schema dropped while the migrator read its columns', () => {
    expect(otherSchemaGone(pgError('42P01', 'relation "t_1b6d81a7302a.users" does not exist'), 't_1')).toBe(
      true,
    );
  });

  it('is false for our own schema missing: running again cannot help', () => {
    expect(otherSchemaGone(pgError('3F000', 'schema "t_1" does not exist'), 't_1')).toBe(false);
    expect(otherSchemaGone(pgError('42P01', 'relation "t_1.users" does not exist'), 't_1')).toBe(false);
  });

  it('is false for any other failure', () => {
    expect(otherSchemaGone(pgError('42P01', 'relation "x" does not exist'), 't_1')).toBe(false);
    expect(otherSchemaGone(new Error('schema "t_2" does not exist'), 't_1')).toBe(false);
    expect(otherSchemaGone(undefined, 't_1')).toBe(false);
  });
});
