import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importViolations } from './importRules.ts';

/** A scratch repository laid out like this one, holding the given files. */
function scratchRepo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'pod-import-rules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the repository import rules', () => {
  const scratch = scratchRepo({
    'remotes/one/src/pages/Page.tsx':
      "import { text } from '../../../two/src/content/text.ts';\nexport const a = text;\n",
    'remotes/two/src/content/text.ts':
      "import { Card } from '../components/Card.tsx';\nexport const text = String(Card);\n",
    'remotes/two/src/components/Card.tsx': 'export const Card = 1;\n',
    'shell/src/boot/first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
    'shell/src/boot/second.ts': "import { first } from './first.ts';\nexport const second = () => first;\n",
    'e2e/tests/page.spec.ts':
      "import { text } from '../../remotes/two/src/content/text.ts';\nexport const b = text;\n",
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('find a reach into another room, a circle and content importing a component', async () => {
    const found = await importViolations(['remotes', 'shell', 'e2e'], scratch, {});
    expect(found).toEqual(
      expect.arrayContaining([
        'no-reach-into-another-room: remotes/one/src/pages/Page.tsx -> remotes/two/src/content/text.ts',
        'no-reach-into-another-room: e2e/tests/page.spec.ts -> remotes/two/src/content/text.ts',
        'content-imports-no-react: remotes/two/src/content/text.ts -> remotes/two/src/components/Card.tsx',
        expect.stringMatching(/^no-circular: shell\/src\/boot\/(first|second)\.ts -> /),
      ]),
    );
  });

  it('hold for the whole repository', async () => {
    expect(await importViolations()).toEqual([]);
  }, 120_000);
});
