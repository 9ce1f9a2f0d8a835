// @pod/shared-ui/filledLists: lists a prerendered page shows with live data, apart from the main
// entry and the query helpers so that only the apps that show one carry it.
export { dateToken, fieldToken, tokenField } from '@pod/deploy-format/filledLists';
export { FilledList } from './FilledList.tsx';
export { type FilledListState, readLiveSeed, useFilledList } from './useFilledList.ts';
