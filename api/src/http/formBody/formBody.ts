import type { Context } from 'hono';
import { ApiError } from '../errors/apiError.ts';
import { readLimited } from '../jsonBody/jsonBody.ts';
import { NotUtf8Error, urlencodedFields } from './urlencodedFields.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A plain-HTML form's fields, first value of each name (a field sent twice cannot be told from
 * a forged one, so the page's own order wins). 415 for another body type (our forms send no
 * files), 413 past maxBytes, 400 for a field that is not UTF-8, whether its bytes were sent raw
 * or %-escaped (`%ff` is the byte 0xFF either way); a broken %-escape (`%zz`) reads as the
 * characters sent, as browsers read it. Throws ApiError only: a client never causes a 500 here.
 */
export async function readFormBody(c: Context, maxBytes: number): Promise<Map<string, string>> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE)
    throw new ApiError(415, 'unsupported_media_type', 'A form must be sent as a plain HTML form.');
  const bytes = await readLimited(c, maxBytes);
  let pairs: Array<[string, string]>;
  try {
    pairs = urlencodedFields(bytes);
  } catch (error) {
    if (!(error instanceof NotUtf8Error)) throw error;
    throw new ApiError(400, 'invalid_encoding', 'The form must be sent as UTF-8 text.');
  }
  const fields = new Map<string, string>();
  // A browser sends a text box's line breaks as CRLF; the island sends what the box holds (LF).
  // Stored alike, a message reads the same in the inbox and its export whichever way it came.
  for (const [name, value] of pairs) if (!fields.has(name)) fields.set(name, value.replace(/\r\n?/g, '\n'));
  return fields;
}
