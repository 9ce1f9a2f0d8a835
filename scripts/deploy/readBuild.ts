// A built dist folder about to be deployed, checked before anything is written: it is the
// app's build (prerender.json says so), its build id is a plain id, and every file path in
// it stays inside the version folder. A build is untrusted input to the target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildId, isSafeFilePath } from '@pod/deploy-format/layout';
import type { AppContract } from './contractCheck.ts';
import { distFilesInUploadOrder } from './distFiles.ts';
import { appContract } from './federationContracts.ts';

export interface DeployableBuild {
  build: string;
  builtAt: string;
  files: string[];
  contract: AppContract;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function readBuild(app: string, dist: string): DeployableBuild {
  let prerender: { kind?: unknown; remote?: unknown; build?: unknown; builtAt?: unknown };
  try {
    prerender = readJson(join(dist, 'prerender.json')) as typeof prerender;
  } catch {
    throw new Error(`${dist} is not a complete build (no readable prerender.json)`);
  }
  const kindOk =
    app === 'shell' ? prerender.kind === 'shell' : prerender.kind === 'remote' && prerender.remote === app;
  if (!kindOk) throw new Error(`${dist} is not a complete ${app} build (prerender.json)`);
  if (!isBuildId(prerender.build))
    throw new Error(
      `${dist}: prerender.json's build id ${JSON.stringify(prerender.build)} is not a plain id; refused`,
    );
  const files = distFilesInUploadOrder(dist);
  const unsafe = files.filter((file) => !isSafeFilePath(file));
  if (unsafe.length > 0)
    throw new Error(`${dist}: refused, file names that are not plain paths: ${unsafe.join(', ')}`);
  return {
    build: prerender.build,
    builtAt: typeof prerender.builtAt === 'string' ? prerender.builtAt : '',
    files,
    contract: appContract(app, 'this build', readJson(join(dist, 'mf-manifest.json')), prerender),
  };
}
