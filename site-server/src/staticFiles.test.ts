import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cacheControlFor } from './cachePolicy.ts';
import { StaticFolder } from './staticFiles.ts';

function folderWith(files: Record<string, string>): StaticFolder {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return new StaticFolder(root, 0);
}

describe('StaticFolder', () => {
  it('serves files with compressed variants for text', async () => {
    const folder = folderWith({ 'static/js/app.abcdef12.js': 'console.log(1);'.repeat(100) });
    const file = folder.get('static/js/app.abcdef12.js');
    expect(file?.contentType).toBe('text/javascript; charset=utf-8');
    const compressed = await file?.compressed?.();
    expect(brotliDecompressSync(compressed?.brotli ?? Buffer.alloc(0)).toString()).toBe(
      'console.log(1);'.repeat(100),
    );
    expect(gunzipSync(compressed?.gzip ?? Buffer.alloc(0)).toString()).toBe('console.log(1);'.repeat(100));
  });

  it('compresses a large text file off the event loop, once', async () => {
    // 3 MB of script that does not repeat (as minified code does not): at brotli's best quality
    // this took seconds in one synchronous call, and every request waited for it.
    let seed = 1;
    const words = Array.from({ length: 400_000 }, () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return `v${seed.toString(36)}`;
    });
    const text = `${words.join('+')};`;
    const folder = folderWith({ 'static/js/big.js': text });
    const file = folder.get('static/js/big.js');
    expect(file?.body.length).toBeGreaterThan(3_000_000);
    let loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
    const pending = file?.compressed?.();
    expect(file?.compressed?.()).toBe(pending); // asked twice, made once
    const compressed = await pending;
    // The event loop went on while the file was being compressed.
    expect(loopTurned).toBe(true);
    expect(brotliDecompressSync(compressed?.brotli ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(compressed?.brotli.length).toBeLessThan(text.length);
  });

  it('refuses paths that escape the folder', () => {
    const folder = folderWith({ 'a.txt': 'a' });
    expect(folder.get('../../etc/passwd')).toBeUndefined();
    expect(folder.get('%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(folder.get('%E0%A4%A')).toBeUndefined();
  });

  it('picks up a changed file (a redeployed remote)', () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(join(root, 'mf-manifest.json'), '{"v":1}');
    const folder = new StaticFolder(root, 0);
    expect(folder.get('mf-manifest.json')?.body.toString()).toBe('{"v":1}');
    writeFileSync(join(root, 'mf-manifest.json'), '{"v":22}');
    expect(folder.get('mf-manifest.json')?.body.toString()).toBe('{"v":22}');
  });

  it('takes what it found, a file or its absence, as current for its recheck time, and looks again after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(join(root, 'prerender.json'), '{"v":1}');
    const folder = new StaticFolder(root, 100);
    expect(folder.currentUntil('prerender.json')).toBe(Number.NEGATIVE_INFINITY); // never looked at
    const before = Date.now();
    expect(folder.get('prerender.json')?.body.toString()).toBe('{"v":1}');
    expect(folder.get('mf-manifest.json')).toBeUndefined();
    for (const name of ['prerender.json', 'mf-manifest.json'])
      expect(folder.currentUntil(name)).toBeGreaterThanOrEqual(before + 100);
    // Changed and written within the recheck time: not looked at yet.
    writeFileSync(join(root, 'prerender.json'), '{"v":22}');
    writeFileSync(join(root, 'mf-manifest.json'), '{}');
    expect(folder.get('prerender.json')?.body.toString()).toBe('{"v":1}');
    expect(folder.get('mf-manifest.json')).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(folder.get('prerender.json')?.body.toString()).toBe('{"v":22}');
    expect(folder.get('mf-manifest.json')?.body.toString()).toBe('{}');
  });
});

describe('StaticFolder.json', () => {
  it('parses a build file once per version, and a broken file reads as undefined', () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(join(root, 'route-head.json'), '{"/":{"title":"A"}}');
    const folder = new StaticFolder(root, 0);
    const first = folder.json('route-head.json');
    expect(first).toEqual({ '/': { title: 'A' } });
    expect(folder.json('route-head.json')).toBe(first); // same object: not parsed again
    writeFileSync(join(root, 'route-head.json'), '{"/":{"title":"Bee"}}');
    expect(folder.json('route-head.json')).toEqual({ '/': { title: 'Bee' } });
    writeFileSync(join(root, 'route-head.json'), '{ not json');
    expect(folder.json('route-head.json')).toBeUndefined();
    expect(folder.json('missing.json')).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('/static/js/index.71f5f76839.js')).toContain('immutable');
    expect(cacheControlFor('/remotes/marketing/static/js/async/a.622801946a.js')).toContain(
      'max-age=31536000',
    );
    expect(cacheControlFor('/remotes/marketing/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/remotes/marketing/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });
});
