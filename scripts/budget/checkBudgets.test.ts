import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { compare } from './checkBudgets.ts';
import { measureRemote, measureShell } from './measureApp.ts';

// Random text barely compresses, so gzip sizes track the byte counts written.
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function fakeShell(asyncBytes: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-shell-'));
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<script defer src="/static/js/index.abc12345.js"></script>');
  writeFileSync(join(dist, 'static', 'js', 'index.abc12345.js'), noise(2000));
  writeFileSync(join(dist, 'static', 'js', 'async', 'lib.def67890.js'), noise(asyncBytes));
  return dist;
}

describe('byte budget guard', () => {
  it('passes a shell under budget and fails the same shell once it grows', () => {
    const small = measureShell(fakeShell(1000));
    expect(compare(small, { initialJsGzip: 20_000, initialCssGzip: 0 }).overBy).toEqual([]);
    const grown = measureShell(fakeShell(60_000));
    const result = compare(grown, { initialJsGzip: 20_000, initialCssGzip: 0 });
    expect(result.overBy).toHaveLength(1);
    expect(result.overBy[0]).toMatch(/^JS \d+ B gzip > budget 20000 B$/);
  });

  it('measures a remote by remoteEntry plus its heaviest exposed page', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-remote-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(join(dist, 'remoteEntry.js'), noise(3000));
    writeFileSync(join(dist, 'static', 'js', 'a.js'), noise(1000));
    writeFileSync(join(dist, 'static', 'js', 'b.js'), noise(9000));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { path: './Small', assets: { js: { sync: ['static/js/a.js'] } } },
          { path: './Big', assets: { js: { sync: ['static/js/b.js'] } } },
        ],
      }),
    );
    const measure = measureRemote('demo', dist);
    expect(measure.app).toBe('demo ./Big');
    expect(compare(measure, { initialJsGzip: 1000, initialCssGzip: 0 }).overBy).toHaveLength(1);
  });
});
