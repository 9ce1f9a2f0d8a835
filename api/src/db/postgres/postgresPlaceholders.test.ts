import { describe, expect, it } from 'vitest';
import { toPostgresQuery } from './postgresPlaceholders.ts';

describe('toPostgresQuery', () => {
  it('numbers ? placeholders in order', () => {
    expect(toPostgresQuery('SELECT * FROM t WHERE a = ? AND b > ?', ['x', 2])).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b > $2',
      values: ['x', 2],
    });
  });

  it('gives a repeated @name one number', () => {
    expect(toPostgresQuery('VALUES (@id, @now, @now)', { id: 'a', now: 5 })).toEqual({
      text: 'VALUES ($1, $2, $2)',
      values: ['a', 5],
    });
  });

  it('leaves quoted text, comments and casts alone', () => {
    const query = toPostgresQuery(
      `SELECT '?', "@x", to_char(x, 'YYYY"T"'), y::text -- why?\nFROM t WHERE z = ?`,
      [1],
    );
    expect(query.text).toBe(`SELECT '?', "@x", to_char(x, 'YYYY"T"'), y::text -- why?\nFROM t WHERE z = $1`);
    expect(query.values).toEqual([1]);
  });

  it('refuses missing or extra values, as better-sqlite3 does', () => {
    expect(() => toPostgresQuery('SELECT ?, ?', [1])).toThrow(RangeError);
    expect(() => toPostgresQuery('SELECT ?', [1, 2])).toThrow(RangeError);
    expect(() => toPostgresQuery('SELECT @a', {})).toThrow(/"a"/);
  });
});
