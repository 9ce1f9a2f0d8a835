import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { distDifferences } from './distDifferences.ts';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-differences-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const manifest = '{"id":"forms","exposes":[{"path":"./Contact"}]}';

describe('comparing two builds of one app', () => {
  it('finds none between the same files', () => {
    const files = { 'mf-manifest.json': manifest, 'static/js/index.abc.js': 'run()' };
    expect(distDifferences(dist(files), dist(files))).toEqual([]);
  });

  it('names a file that differs, one missing and one not expected', () => {
    const expected = dist({ 'mf-manifest.json': manifest, 'static/js/a.js': 'a', 'static/js/b.js': 'b' });
    const actual = dist({ 'mf-manifest.json': `${manifest} `, 'static/js/a.js': 'a', 'static/js/c.js': 'c' });
    expect(distDifferences(expected, actual)).toEqual([
      'mf-manifest.json: differs',
      'static/js/b.js: missing',
      'static/js/c.js: not expected',
    ]);
  });

  it("sets aside the prerender's build time, but not a page that differs", () => {
    const page = (html: string, builtAt: string) =>
      JSON.stringify({ builtAt, pages: [{ path: '/contact', html }] });
    const expected = dist({ 'prerender.json': page('<h1>Contact</h1>', '2026-11-29T03:03:11.317Z') });
    expect(
      distDifferences(
        expected,
        dist({ 'prerender.json': page('<h1>Contact</h1>', '2026-11-29T03:03:20.504Z') }),
      ),
    ).toEqual([]);
    expect(
      distDifferences(
        expected,
        dist({ 'prerender.json': page('<h1>Contact us</h1>', '2026-11-29T03:03:11.317Z') }),
      ),
    ).toEqual(['prerender.json: differs']);
  });

  it("sets aside the order of the build report's lists, but not what they hold", () => {
    const stats = (usedIn: string[]) => JSON.stringify({ shared: [{ name: 'react', usedIn }] });
    const expected = dist({ 'mf-stats.json': stats(['./Home', './WhyUs']) });
    expect(distDifferences(expected, dist({ 'mf-stats.json': stats(['./WhyUs', './Home']) }))).toEqual([]);
    expect(distDifferences(expected, dist({ 'mf-stats.json': stats(['./Home']) }))).toEqual([
      'mf-stats.json: differs',
    ]);
  });
});
