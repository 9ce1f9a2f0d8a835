import { HYDRATED_MARK } from '@pod/shared-ui/islandLife';

export const waitingIsland = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`[data-island-app]:not([${HYDRATED_MARK}])`) : null;
