import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function captured() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', pretty: false }, sink), lines };
}

describe('a log line', () => {
  it('carries the ISO time it was written, to the millisecond, also among many in one millisecond', async () => {
    const { logger, lines } = captured();
    const before = Date.now();
    for (let line = 0; line < 50; line++) logger.info({ line }, 'request');
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('later');
    const after = Date.now();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(51);
    const times = lines.map((line) => String(line.time));
    for (const time of times) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(time)).toBeLessThanOrEqual(after);
    }
    // The line written after a pause has a later time than the first of the burst.
    expect(Date.parse(times[50] ?? '')).toBeGreaterThan(Date.parse(times[0] ?? ''));
  });
});
