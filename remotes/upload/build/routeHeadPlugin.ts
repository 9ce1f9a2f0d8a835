// After the build: dist/route-head.json, the <head> the server sends for /upload,
// from the same text the page uses.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteHeads } from '../../../api/src/site/routeHead.ts';
import { uploadText } from '../src/content/uploadText.ts';

export function uploadRouteHeads(): RouteHeads {
  return { '/upload': { title: uploadText.documentTitle, description: uploadText.metaDescription } };
}

export function routeHeadPlugin(): RsbuildPlugin {
  return {
    name: 'upload:route-head',
    setup(api) {
      api.onAfterBuild(() => {
        writeFileSync(
          join(api.context.rootPath, 'dist', 'route-head.json'),
          JSON.stringify(uploadRouteHeads()),
        );
      });
    },
  };
}
