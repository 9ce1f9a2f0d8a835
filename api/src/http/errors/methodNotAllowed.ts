import type { Context } from 'hono';
import { errorBody } from './apiError.ts';

/**
 * The API's one 405: a handler for every other method on a path, naming the methods it takes
 * in Allow and answering with the JSON error shape. `says` is the method the message names
 * (the public one, where a staff-only method shares the path).
 */
export function methodNotAllowed(allow: readonly string[], says = allow.join(' or ')) {
  return (c: Context) => {
    c.header('Allow', allow.join(', '));
    return c.json(errorBody('method_not_allowed', `Only ${says} is allowed here.`), 405);
  };
}
