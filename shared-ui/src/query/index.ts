// @pod/shared-ui/query: react-query helpers, apart from the main entry so that pages which
// never fetch do not load react-query.
export { createQueryClient } from './createQueryClient.ts';
export { QueryFrame } from './QueryFrame.tsx';
