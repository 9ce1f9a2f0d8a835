/**
 * Set on an island once the shell has begun hydrating it (React owns its HTML from then on, in
 * slices, until HYDRATED_MARK). What the head does before an island is live must not change that
 * HTML meanwhile: a word written into it mid-hydration is a text React did not render.
 */
export const HYDRATING_MARK = 'data-island-hydrating';
