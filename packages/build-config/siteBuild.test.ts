// The root build holds each app's own config as environments: an app's plugins see only that
// app (its environments, its folder as the root), and each app's paths stay its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild, type Rspack } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { defineSiteConfig } from './siteBuild.ts';

const root = mkdtempSync(join(tmpdir(), 'site-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An app folder whose rsbuild.config.mjs has a web and a prerender environment and one plugin. */
function app(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'index.js'), 'export {};\n');
  writeFileSync(
    join(dir, 'rsbuild.config.mjs'),
    `globalThis.seenRoots ??= {};
globalThis.setupOrder ??= [];
export default {
  plugins: [{
    name: 'first-plugin',
    setup() { globalThis.setupOrder.push(${JSON.stringify(`${name} first`)}); },
  }, {
    name: 'own-plugin',
    setup(api) {
      globalThis.setupOrder.push(${JSON.stringify(`${name} own`)});
      globalThis.seenRoots[${JSON.stringify(name)}] = api.context.rootPath;
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { source: { define: { APP: ${JSON.stringify(JSON.stringify(name))} } } }));
    },
  }],
  environments: {
    ${name}: { source: { entry: { index: './src/index.js' } } },
    '${name}-prerender': {
      source: { entry: { prerender: './src/index.js' } },
      output: { target: 'node', distPath: { root: '.prerender' } },
    },
  },
};
`,
  );
  return dir;
}

async function rspackConfigs(appDirs: string[]): Promise<Map<string, Rspack.Configuration>> {
  const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: await defineSiteConfig(appDirs) });
  const configs = await rsbuild.initConfigs();
  return new Map(configs.map((config) => [String(config.name), config]));
}

const defined = (config: Rspack.Configuration | undefined) =>
  (config?.plugins ?? [])
    .filter((plugin) => plugin?.constructor.name === 'DefinePlugin')
    .map((plugin) => (plugin as unknown as { _args: [Record<string, string>] })._args[0].APP);

describe('the site build', () => {
  const one = app('one');
  const two = app('two');

  it("gives each app's config changes to that app's environments only", async () => {
    const configs = await rspackConfigs([one, two]);
    expect([...configs.keys()].sort()).toEqual(['one', 'one-prerender', 'two', 'two-prerender']);
    expect(defined(configs.get('one'))).toEqual(['"one"']);
    expect(defined(configs.get('one-prerender'))).toEqual(['"one"']);
    expect(defined(configs.get('two'))).toEqual(['"two"']);
  });

  it("resolves each app's paths from its own folder, as its own build does", async () => {
    const configs = await rspackConfigs([one, two]);
    expect(configs.get('two')?.context).toBe(two);
    expect(configs.get('two')?.output?.path).toBe(join(two, 'dist'));
    expect(configs.get('one-prerender')?.output?.path).toBe(join(one, '.prerender'));
    const seen = (globalThis as { seenRoots?: Record<string, string> }).seenRoots;
    expect(seen).toEqual({ one, two });
  });

  it("runs each app's plugins in the app's own order, whatever names other apps' plugins share", async () => {
    const state = globalThis as { setupOrder?: string[] };
    state.setupOrder = [];
    await rspackConfigs([one, two]);
    expect(state.setupOrder).toEqual(['one first', 'one own', 'two first', 'two own']);
  });

  it('refuses two apps that name the same environment', async () => {
    await expect(rspackConfigs([one, one])).rejects.toThrow('two apps name the environment "one"');
  });
});
