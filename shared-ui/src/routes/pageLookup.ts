import type { ComponentType } from 'react';

/**
 * A remote's page components by name, from its `import.meta.glob` of src/pages/ (the glob has
 * to be written in the remote's own file, relative to it): the route list names them.
 */
export function pageLookup(pages: Record<string, ComponentType>): (page: string) => ComponentType {
  return (page) => {
    const component = pages[`./pages/${page}.tsx`];
    if (!component) throw new Error(`src/pages/${page}.tsx does not exist`);
    return component;
  };
}
