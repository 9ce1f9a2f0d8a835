import { HYDRATED_MARK } from '@pod/shared-ui/islandLife';

/** An island the server sent that is not live yet. */
export const WAITING_ISLAND = `[data-island-app]:not([${HYDRATED_MARK}])`;

export const waitingIsland = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(WAITING_ISLAND) : null;
