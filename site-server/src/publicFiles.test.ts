import { describe, expect, it } from 'vitest';
import { isPublicBuildFile } from './publicFiles.ts';

describe('isPublicBuildFile', () => {
  it('serves what pages load and hides build data, stats and standalone pages', () => {
    expect(isPublicBuildFile('static/js/async/a.0123456789.js')).toBe(true);
    expect(isPublicBuildFile('remoteEntry.js')).toBe(true);
    expect(isPublicBuildFile('mf-manifest.json')).toBe(true);
    for (const hidden of [
      'index.html',
      'mf-stats.json',
      'prerender.json',
      'route-head.json',
      'site-routes.json',
    ]) {
      expect(isPublicBuildFile(hidden), hidden).toBe(false);
      expect(isPublicBuildFile(`/${hidden}`), hidden).toBe(false);
    }
    expect(isPublicBuildFile('mf%2Dstats.json')).toBe(false);
    expect(isPublicBuildFile('static/js/a.js.map')).toBe(false);
    expect(isPublicBuildFile('%E0%A4%A')).toBe(false);
  });

  it('judges the name the file is read by: after decoding and resolving dot segments', () => {
    for (const hidden of ['prerender.json', 'mf-stats.json', 'route-head.json', 'index.html', 'a.js.map'])
      for (const path of [
        `static%2F..%2F${hidden}`,
        `static/../${hidden}`,
        `static/js/%2E%2E/%2e%2e/${hidden}`,
        `./${hidden}`,
        `.%2F${hidden}`,
        `static//..//${hidden}/`,
      ])
        expect(isPublicBuildFile(path), path).toBe(false);
    expect(isPublicBuildFile('static/js/../js/a.js')).toBe(true);
  });
});
