import { randomUUID } from 'node:crypto';
import { type ContactFieldTable, contactFieldTable, fieldsOf } from '@pod/contracts/contactFields';
import { honeypotTripped, parseContactInput } from '@pod/contracts/contactSchema';
import { type Context, Hono } from 'hono';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { methodNotAllowed } from '../http/errors/methodNotAllowed.ts';
import { readJsonBody } from '../http/jsonBody/jsonBody.ts';
import { rateLimit } from '../http/rateLimit/rateLimit.ts';
import { requireJson } from '../http/requireJson/requireJson.ts';
import { contactRateLimit } from './contactRateLimit.ts';
import {
  type ContactListener,
  type ContactSource,
  createContactStore,
  IdempotencyKeyReusedError,
} from './contactStore.ts';

/** What the form sends as Idempotency-Key: a UUID, or any token of this shape. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The request's Idempotency-Key, undefined when absent; a malformed one is a 400. */
function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key))
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'Idempotency-Key must be 16 to 64 letters, digits, hyphens or underscores.',
    );
  return key;
}

/** POST /api/contacts (sales form) and POST /api/contacts/cs (customer-service form). */
export interface ContactRouteDeps {
  sql: SqlClient;
  /** Proxy hops, and the contacts' rate and body limits. */
  config: Pick<AppConfig, 'core' | 'contacts'>;
  /** Told about every stored contact (the leads outbox). */
  contactListener?: ContactListener;
  /** The forms' fields (by default the field table). */
  fields?: ContactFieldTable;
}

export function createContactRoutes(deps: ContactRouteDeps): Hono {
  const settings = deps.config.contacts;
  const table = deps.fields ?? contactFieldTable;
  const store = createContactStore(deps.sql, deps.contactListener, table);
  const routes = new Hono();

  // One budget per client across both forms and every instance, counted before the body is read.
  const limit = rateLimit(contactRateLimit(deps.sql, deps.config));

  const receive = (source: ContactSource) => async (c: Context) => {
    const idempotencyKey = idempotencyKeyOf(c);
    const body = await readJsonBody(c, settings.bodyLimitBytes);
    if (honeypotTripped(body)) {
      // Answer a bot exactly like a person, and keep nothing.
      return c.json({ id: randomUUID(), createdAt: new Date().toISOString() }, 201);
    }
    const parsed = parseContactInput(body, fieldsOf(table, source));
    if (!parsed.ok) throw new ApiError(400, 'invalid_fields', parsed.message, { fields: parsed.fields });
    // A SQLite file locked by another process is retried on a timer inside the client.
    try {
      return c.json(await store.add(parsed.value, source, idempotencyKey), 201);
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError)
        throw new ApiError(422, 'idempotency_key_reused', error.message);
      throw error;
    }
  };

  // GET /api/contacts is the staff inbox (leadRoutes), so Allow names it too.
  for (const [path, source, allow] of [
    ['/', 'sales', ['GET', 'POST']],
    ['/cs', 'customer_service', ['POST']],
  ] as const) {
    routes.post(path, limit, requireJson(), receive(source));
    routes.all(path, methodNotAllowed(allow, 'POST'));
  }
  return routes;
}
