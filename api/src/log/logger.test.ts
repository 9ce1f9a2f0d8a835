import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carries the ISO time it was written, to the millisecond, also among many in one millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T06:00:00.000Z'));
    const { logger, lines } = captured();
    for (let line = 0; line < 50; line++) logger.info({ line }, 'request');
    vi.setSystemTime(new Date('2026-12-02T06:00:00.005Z'));
    logger.info('later');
    expect(lines.map((line) => line.time)).toEqual([
      ...Array(50).fill('2026-12-02T06:00:00.000Z'),
      '2026-12-02T06:00:00.005Z',
    ]);
  });
});
