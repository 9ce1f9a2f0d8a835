// After the build: dist/route-head.json, the <head> the server sends for /contact and
// /contact-cs (title, description), from the same data the pages use.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteHeads } from '../../../api/src/site/routeHead.ts';
import { customerService, salesContact } from '../src/content/formsContent.ts';

export function formsRouteHeads(): RouteHeads {
  return {
    '/contact': { ...salesContact.meta },
    '/contact-cs': { ...customerService.meta },
  };
}

export function routeHeadPlugin(): RsbuildPlugin {
  return {
    name: 'forms:route-head',
    setup(api) {
      api.onAfterBuild(() => {
        writeFileSync(
          join(api.context.rootPath, 'dist', 'route-head.json'),
          JSON.stringify(formsRouteHeads()),
        );
      });
    },
  };
}
