// Build-time (Node) entry points of shared-ui: never imported by browser code.
export { type PageToPrerender, prerenderPages, type RenderedPage } from './prerenderPages.tsx';
export { prerenderRemote, type RemotePrerenderResult } from './prerenderRemote.tsx';
export { plainCss, renderToHtml } from './renderToHtml.tsx';
