import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listedSpecs } from '@pod/e2e/support/rooms';
import { describe, expect, it } from 'vitest';

const testsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'tests');

describe('room spec lists', () => {
  it('give every e2e spec file exactly one room, and name only files that exist', () => {
    const files = readdirSync(testsDir).filter((name) => name.endsWith('.spec.ts'));
    const listed = Object.values(listedSpecs).flat();
    expect([...listed].sort()).toEqual([...files].sort());
  });
});
