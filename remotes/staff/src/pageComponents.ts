// Every page component in src/pages, by file name: the route list (routes.ts) names them.
import { pageLookup } from '@pod/shared-ui';
import type { ComponentType } from 'react';

export const pageComponent = pageLookup(
  import.meta.glob<ComponentType>(['./pages/*.tsx', '!./pages/*.test.tsx'], {
    eager: true,
    import: 'default',
  }),
);
