// @pod/shared-ui/liveLists: lists a prerendered page shows with live data, apart from the main
// entry and the query helpers so that only the apps that show one carry it.
export { dateToken, fieldToken, tokenField } from '@pod/deploy-format/liveLists';
export { LiveList } from './LiveList.tsx';
export { type LiveListState, readLiveSeed, useLiveList } from './useLiveList.ts';
