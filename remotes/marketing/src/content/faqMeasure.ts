// The FAQ list and the box under it share one measure, so their edges line up.
export const FAQ_MEASURE = '60rem';
