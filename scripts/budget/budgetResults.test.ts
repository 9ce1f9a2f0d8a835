import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPage, remotePrerender } from '@pod/deploy-format/testing';
import { describe, expect, it, onTestFinished } from 'vitest';
import { compare } from './budgetResults.ts';
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
  it('counts the entry the inline starter requests, and the Web Vitals build', () => {
    const dist = fakeShell(1000);
    writeFileSync(
      join(dist, 'index.html'),
      "<script>(() => { script.src = '/static/js/index.abc12345.js'; })()</script>",
    );
    mkdirSync(join(dist, 'vitals-build', 'static', 'js'), { recursive: true });
    writeFileSync(join(dist, 'vitals-build', 'static', 'js', 'vitals.0123abcd.js'), noise(3000));
    const measure = measureShell(dist);
    expect(measure.files.map((file) => file.slice(dist.length))).toEqual([
      '/static/js/index.abc12345.js',
      '/static/js/async/lib.def67890.js',
      '/vitals-build/static/js/vitals.0123abcd.js',
    ]);
  });

  it('passes a shell under budget and fails the same shell once it grows', () => {
    const small = measureShell(fakeShell(1000));
    expect(compare(small, { initialJsGzip: 20_000, initialCssGzip: 0 }).overBy).toEqual([]);
    const grown = measureShell(fakeShell(60_000));
    const result = compare(grown, { initialJsGzip: 20_000, initialCssGzip: 0 });
    expect(result.overBy).toHaveLength(1);
    expect(result.overBy[0]).toMatch(/^JS \d+ B gzip > budget 20000 B$/);
  });

  it('measures a remote by its heaviest first load (islands) and its heaviest page rendered whole', () => {
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
          { path: './islands/Button', assets: { js: { sync: ['static/js/a.js'] } } },
          { path: './islands/Form', assets: { js: { sync: ['static/js/a.js', 'static/js/c.js'] } } },
        ],
      }),
    );
    writeFileSync(join(dist, 'static', 'js', 'c.js'), noise(2000));
    writeFileSync(
      join(dist, 'prerender.json'),
      JSON.stringify(
        remotePrerender('demo', 'd1', {
          pages: {
            '/static': prerenderedPage('./Small', ''),
            '/button': prerenderedPage('./Small', '', { islands: ['Button'] }),
            '/form': prerenderedPage('./Small', '', { islands: ['Button', 'Form'] }),
          },
        }),
      ),
    );
    const measure = measureRemote('demo', dist);
    // The /form page loads the entry, a.js (once, although both islands need it) and c.js.
    expect(measure.app).toBe('demo /form');
    const gzipOf = (...files: string[]) =>
      files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
    expect(measure.initialJsGzip).toBe(gzipOf('remoteEntry.js', 'static/js/a.js', 'static/js/c.js'));
    // A navigation to ./Big loads the entry and b.js.
    expect(measure.navigationJsGzip).toBe(gzipOf('remoteEntry.js', 'static/js/b.js'));
    expect(
      compare(measure, { initialJsGzip: 7000, initialCssGzip: 0, navigationJsGzip: 20_000 }).overBy,
    ).toEqual([]);
    expect(
      compare(measure, { initialJsGzip: 7000, initialCssGzip: 0, navigationJsGzip: 8000 }).overBy,
    ).toEqual([expect.stringMatching(/^navigation JS \d+ B gzip > budget 8000 B$/)]);
    expect(
      compare(measure, { initialJsGzip: 1000, initialCssGzip: 0, navigationJsGzip: 20_000 }).overBy,
    ).toHaveLength(1);
    // A remote without a navigation budget fails rather than passing unmeasured.
    expect(compare(measure, { initialJsGzip: 7000, initialCssGzip: 0 }).overBy).toEqual([
      expect.stringMatching(/^navigation JS \d+ B gzip has no budget/),
    ]);
  });
});
