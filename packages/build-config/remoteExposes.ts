// What a remote exposes to the shell, derived from its folder and route list: each route's page,
// each island, and a small module of its route heads.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { exposedModule, pageSource, type RemoteRoute } from '@pod/contracts/routes';

/**
 * A remote's islands (the parts of its pages visitors can touch): every `src/islands/<Name>.tsx`,
 * exposed as "./islands/<Name>", which the shell loads to hydrate that island of a server page.
 */
function islandExposes(appDir: string): Record<string, string> {
  const folder = join(appDir, 'src', 'islands');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
      .map((file) => {
        const name = file.replace(/\.tsx$/, '');
        return [`./islands/${name}`, `./src/islands/${file}`];
      }),
  );
}

/**
 * The heads of a remote's route entries as a small module of data (title, description, robots),
 * written beside the build: what the shell needs after a client-side navigation, without the
 * remote's content modules or route checks.
 */
function routeHeadsModule(appDir: string, routes: readonly RemoteRoute[]): string {
  const heads = Object.fromEntries(
    routes.map(({ path, head }) => [
      path,
      { title: head.title, description: head.description, robots: head.robots },
    ]),
  );
  const file = join(appDir, '.generated', 'routeHeads.js');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `// Written by @pod/build-config's remoteExposes.ts from src/routes.ts.\nexport const heads = ${JSON.stringify(heads)};\n`,
  );
  return './.generated/routeHeads.js';
}

/** The remote's federation exposes: its pages, its islands and its route heads. */
export function remoteExposes(appDir: string, routes: readonly RemoteRoute[]): Record<string, string> {
  return {
    ...Object.fromEntries(routes.map((route) => [exposedModule(route.page), pageSource(route.page)])),
    ...islandExposes(appDir),
    // After a client-side navigation the shell sets the page's head from the route entries.
    './routeHeads': routeHeadsModule(appDir, routes),
  };
}
