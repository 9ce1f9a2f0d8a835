import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotePrerenderResult } from '@pod/deploy-format/prerender';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { islandScriptsFile, remotePrerender } from './prerenderPlugin.ts';

describe('a page’s islandScripts', () => {
  let appRoot = '';
  const dist = () => join(appRoot, 'dist');
  const write = (path: string, text: string) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };
  // A remote with one page and its island, as its build leaves it before the prerender step.
  const rendered: RemotePrerenderResult = {
    pages: [
      {
        path: '/tool',
        module: './pages/ToolPage',
        html: '<p>Tool</p>',
        css: '',
        islands: ['Tool'],
        filledLists: [],
      },
    ],
    routes: [],
    heads: {},
  };

  beforeEach(() => {
    appRoot = mkdtempSync(join(tmpdir(), 'prerender-plugin-'));
    write(join(dist(), 'remoteEntry.js'), 'var entry;');
    write(join(dist(), 'static/js/worker.1.js'), 'self.onmessage = null;');
    write(
      join(dist(), 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: '/remotes/tool/' },
        exposes: [
          { path: './pages/ToolPage', assets: { js: { sync: ['static/js/async/page.1.js'] } } },
          {
            path: './islands/Tool',
            assets: { js: { sync: ['static/js/async/tool.1.js'], async: ['static/js/async/lazy.1.js'] } },
          },
        ],
      }),
    );
  });
  afterEach(() => rmSync(appRoot, { recursive: true, force: true }));

  it('are the island’s own chunks when the remote declares nothing more', () => {
    expect(remotePrerender('tool', appRoot, rendered).pages['/tool']?.islandScripts).toEqual([
      '/remotes/tool/static/js/async/lazy.1.js',
      '/remotes/tool/static/js/async/tool.1.js',
    ]);
  });

  it('hold the scripts the remote declares for the page’s island, under its public path', () => {
    write(islandScriptsFile(appRoot), JSON.stringify({ Tool: ['static/js/worker.1.js'] }));
    expect(remotePrerender('tool', appRoot, rendered).pages['/tool']?.islandScripts).toEqual([
      '/remotes/tool/static/js/async/lazy.1.js',
      '/remotes/tool/static/js/async/tool.1.js',
      '/remotes/tool/static/js/worker.1.js',
    ]);
  });

  it('leave out a script declared for an island the page does not have', () => {
    write(islandScriptsFile(appRoot), JSON.stringify({ Other: ['static/js/worker.1.js'] }));
    expect(remotePrerender('tool', appRoot, rendered).pages['/tool']?.islandScripts).not.toContain(
      '/remotes/tool/static/js/worker.1.js',
    );
  });

  it('fail the build when a declared script is not in the build', () => {
    write(islandScriptsFile(appRoot), JSON.stringify({ Tool: ['static/js/gone.1.js'] }));
    expect(() => remotePrerender('tool', appRoot, rendered)).toThrow(/gone\.1\.js is not in/);
  });
});
