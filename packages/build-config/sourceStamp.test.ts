// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStamp, SHARED_PACKAGES } from './sourceStamp.ts';

describe('shared singleton versions', () => {
  for (const folder of SHARED_PACKAGES) {
    it(`${folder}: its version moves when its source does (pnpm stamp-shared after raising it)`, () => {
      const stamp = readStamp(folder);
      expect(
        stamp.recorded,
        `${stamp.name}'s source changed since version ${stamp.recorded.version} was stamped: raise its version in ${folder}/package.json, then run pnpm stamp-shared`,
      ).toEqual({ version: stamp.version, sourceHash: stamp.sourceHash });
    });
  }
});
