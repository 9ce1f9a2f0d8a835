import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemote, jsString } from './newRemote.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function scratchRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'pod-new-remote-'));
  roots.push(root);
  return root;
}

// Evaluates a literal as JavaScript would read it.
const readLiteral = (literal: string): unknown => new Function(`return ${literal};`)();

// A heading that would be code if pasted into a template literal (written so on purpose).
const CODE = ['$', '{process.exit(1)}'].join('');
const trickyHeadings = [
  `Prices ${CODE}`,
  "Ada's `print` shop",
  'Say "hi" and \'bye\'',
  `Back\\slash \\n and \\${CODE}`,
  'Line\nbreak and \u2028separator',
];

describe('pnpm new-remote', () => {
  it('writes any heading as a string literal that reads back as the same text', () => {
    for (const heading of trickyHeadings) expect(readLiteral(jsString(heading))).toBe(heading);
  });

  it('puts the heading into the page text as text, never as code', () => {
    const heading = `Prices ${CODE} for \`you\``;
    const folder = createRemote({ name: 'pricing', heading, root: scratchRoot() });
    const text = readFileSync(join(folder, 'src', 'content', 'pricingPageText.ts'), 'utf8');
    const literal = /^const heading = (.+);$/m.exec(text)?.[1] ?? '';
    expect(readLiteral(literal)).toBe(heading);
    // Once: in the literal, and nowhere as part of code.
    expect(text.split(heading)).toHaveLength(2);
    const spec = readFileSync(join(folder, 'e2e', 'pricing.spec.ts'), 'utf8');
    expect(readLiteral(/^const heading = (.+);$/m.exec(spec)?.[1] ?? '')).toBe(heading);
  });

  it('refuses a name JavaScript or the browser already uses', () => {
    for (const name of ['constructor', 'window', 'class', 'shell'])
      expect(() => createRemote({ name, root: scratchRoot() })).toThrow(/not a word JavaScript/);
  });

  it('writes files that pass the project lint and format as generated', () => {
    const root = scratchRoot();
    const folder = createRemote({ name: 'pricing', heading: 'Ada\'s prices, "live"', root });
    const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
    const result = spawnSync(biome, ['ci', '--config-path', repoRoot, '--vcs-enabled=false', folder], {
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/Checked 1\d files/);
  });
});
