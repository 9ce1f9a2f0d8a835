// Build-time (Node) routing: the prerender renders each route inside a StaticRouter.
export { StaticRouter } from 'react-router';
