// After the build: dist/route-head.json, the <head> the server sends for /upload and
// /staff/leads, from the same text the pages use.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteHeads } from '../../../api/src/site/routeHead.ts';
import { uploadText } from '../src/content/uploadText.ts';
import { leadsText } from '../src/leads/leadsText.ts';

/** A staff page: the server should send <meta name="robots" content="noindex"> for it. */
type StaffRouteHead = RouteHeads[string] & { robots?: 'noindex' };

export function uploadRouteHeads(): Record<string, StaffRouteHead> {
  return {
    '/upload': { title: uploadText.documentTitle, description: uploadText.metaDescription },
    '/staff/leads': {
      title: leadsText.documentTitle,
      description: leadsText.metaDescription,
      robots: 'noindex',
    },
  };
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
