// Build-time (Node) entry points of shared-ui: never imported by browser code.

// The hand-off format lives with the rest of the prerender format; named here for older callers.
export type { RemotePrerenderResult, RenderedPage } from '@pod/deploy-format/prerender';
export { type PageToPrerender, prerenderPages } from './prerenderPages.tsx';
export { prerenderRemote } from './prerenderRemote.tsx';
export { plainCss, renderToHtml } from './renderToHtml.tsx';
