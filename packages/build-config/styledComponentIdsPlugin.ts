// Rsbuild plugin: styled-components ids that are the same at build time (prerender) and in
// the browser. See the comment on styledComponentIdsPlugin.
import { createRequire } from 'node:module';
import type { RsbuildPlugin } from '@rsbuild/core';

const require = createRequire(import.meta.url);
const styledComponentsSwc = require.resolve('@swc/plugin-styled-components');

/**
 * Deterministic styled-components ids (a hash of the file, not a load-order counter), so
 * prerendered HTML and the browser agree on class names. An app's own files are namespaced
 * with its name, so identical files in two separately built apps cannot collide; shared-ui's
 * files are not, because one copy of shared-ui (the singleton) renders them in the browser
 * whichever app prerendered them.
 */
export function styledComponentIdsPlugin(app: string, sharedUiSource: string): RsbuildPlugin {
  return {
    name: 'pod:styled-component-ids',
    setup(api) {
      api.modifyBundlerChain({
        order: 'post',
        handler: (chain, { CHAIN_ID }) => {
          const jsRule = chain.module.rule(CHAIN_ID.RULE.JS);
          const mainRule = jsRule.oneOf(CHAIN_ID.ONE_OF.JS_MAIN);
          const options = mainRule.use(CHAIN_ID.USE.SWC).get('options') as Record<string, unknown>;
          const loader = mainRule.use(CHAIN_ID.USE.SWC).get('loader') as string;
          const withPlugin = (namespace: string | undefined) => {
            const copy = structuredClone(options) as { jsc?: { experimental?: { plugins?: unknown[] } } };
            copy.jsc ??= {};
            copy.jsc.experimental ??= {};
            const config = {
              ssr: true,
              displayName: false,
              fileName: false,
              pure: true,
              ...(namespace ? { namespace } : {}),
            };
            copy.jsc.experimental.plugins = [
              ...(copy.jsc.experimental.plugins ?? []),
              [styledComponentsSwc, config],
            ];
            return copy;
          };
          // oneOf: the first match wins, so shared-ui's rule goes before the main one.
          jsRule
            .oneOf('js-shared-ui')
            .before(CHAIN_ID.ONE_OF.JS_MAIN)
            .include.add(sharedUiSource)
            .end()
            .type('javascript/auto')
            .use(CHAIN_ID.USE.SWC)
            .loader(loader)
            .options(withPlugin(undefined));
          mainRule.use(CHAIN_ID.USE.SWC).options(withPlugin(app));
        },
      });
    },
  };
}
