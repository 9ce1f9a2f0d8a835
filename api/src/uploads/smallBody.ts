import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../http/apiError.ts';

/** The upload room's JSON bodies are tiny; refuse anything bigger before reading it. */
export const smallBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'Request body too large.');
  },
});
