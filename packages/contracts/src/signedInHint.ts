// The readable cookie the API sets beside its (HttpOnly) session cookie, and clears with it.
// It carries no secret, only "this browser was signed in": pages read it to wake the staff
// tools at load instead of waiting for the visitor. The session cookie alone decides access.

/** The signed-in hint cookie's name. Its value is "1" while a session may be live. */
export const SIGNED_IN_HINT_COOKIE = 'pod_signed_in';
