import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { islandScriptsFile } from '@pod/build-config/prerenderPlugin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declareIslandScripts } from './declareIslandScripts.ts';

describe('declareIslandScripts', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'filecheck-island-scripts-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the island’s scripts where the prerender step reads them, making the folder', () => {
    declareIslandScripts(root, { FileCheckTool: ['static/js/analysis-worker.0123456789.js'] });
    expect(JSON.parse(readFileSync(islandScriptsFile(root), 'utf8'))).toEqual({
      FileCheckTool: ['static/js/analysis-worker.0123456789.js'],
    });
  });

  it('replaces an earlier build’s file and leaves no temporary file beside it', () => {
    declareIslandScripts(root, { FileCheckTool: ['static/js/analysis-worker.aaaaaaaaaa.js'] });
    declareIslandScripts(root, { FileCheckTool: ['static/js/analysis-worker.bbbbbbbbbb.js'] });
    expect(JSON.parse(readFileSync(islandScriptsFile(root), 'utf8'))).toEqual({
      FileCheckTool: ['static/js/analysis-worker.bbbbbbbbbb.js'],
    });
    expect(readdirSync(dirname(islandScriptsFile(root)))).toEqual(['island-scripts.json']);
  });
});
