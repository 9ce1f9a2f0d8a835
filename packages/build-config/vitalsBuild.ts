// The shell's Web Vitals reporter: a build of its own, without federation (a federated entry
// carries the whole federation runtime). Every page loads it after the load event, also the
// pages that never start the shell; its hashed file name is written into the inline starter.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';

export const vitalsEnvironment = (app: string): string => `${app}-vitals`;
/** The Web Vitals build, inside the shell's dist, and where the server serves it. */
const VITALS_OUT_DIR = 'dist/vitals-build';
const VITALS_URL_PREFIX = '/vitals-build/';

export const vitalsEnvironmentConfig: EnvironmentConfig = {
  source: { entry: { vitals: { import: './src/vitals/vitalsEntry.ts', html: false } } },
  output: { distPath: { root: VITALS_OUT_DIR }, assetPrefix: VITALS_URL_PREFIX },
};

/**
 * Writes the Web Vitals entry's hashed file name into the inline starter of the built index.html
 * (the HTML step does not know another entry's file name): its `__VITALS__` slot.
 */
export function vitalsEntryPlugin(appDir: string): RsbuildPlugin {
  return {
    name: 'pod:vitals-entry',
    setup(api) {
      api.onAfterBuild(() => {
        const dist = join(appDir, 'dist');
        const folder = join(appDir, VITALS_OUT_DIR, 'static', 'js');
        const file = readdirSync(folder).find((name) => /^vitals\.[0-9a-f]+\.js$/.test(name));
        if (!file) throw new Error('the Web Vitals entry is missing from the shell build');
        const html = readFileSync(join(dist, 'index.html'), 'utf8');
        const slot = /(["'])__VITALS__\1/;
        if (!slot.test(html)) throw new Error('the starter in index.html has no __VITALS__ slot');
        const url = `${VITALS_URL_PREFIX}static/js/${file}`;
        writeFileSync(
          join(dist, 'index.html'),
          html.replace(slot, (_, quote) => `${quote}${url}${quote}`),
        );
      });
    },
  };
}
