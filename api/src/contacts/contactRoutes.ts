import { randomUUID } from 'node:crypto';
import { honeypotTripped, parseContactInput } from '@pod/contracts/contactSchema';
import { type Context, Hono } from 'hono';
import type { CoreConfig } from '../config.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { ApiError, errorBody } from '../http/apiError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { readJsonBody } from '../http/jsonBody.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { requireJson } from '../http/requireJson.ts';
import { SharedCounters } from '../limits/sharedCounters.ts';
import { type ContactSettings, loadContactSettings } from './contactSettings.ts';
import { type ContactListener, type ContactSource, createContactStore } from './contactStore.ts';

/** POST /api/contacts (sales form) and POST /api/contacts/cs (customer-service form). */
export interface ContactRouteDeps {
  sql: SqlClient;
  config: Pick<CoreConfig, 'trustProxyHops'>;
  /** Rate and body limits; default from the environment. */
  contacts?: ContactSettings;
  /** Told about every stored contact (the leads outbox). */
  contactListener?: ContactListener;
}

export function createContactRoutes(deps: ContactRouteDeps): Hono {
  const settings = deps.contacts ?? loadContactSettings();
  const store = createContactStore(deps.sql, deps.contactListener);
  const routes = new Hono();

  // One budget per client across both forms and every instance, counted before the body is read.
  const limit = rateLimit({
    max: settings.rateLimitMax,
    counters: new SharedCounters(deps.sql, settings.rateLimitWindowMs),
    key: (c) => `contact:${clientAddress(c, deps.config.trustProxyHops)}`,
  });

  const receive = (source: ContactSource) => async (c: Context) => {
    const body = await readJsonBody(c, settings.bodyLimitBytes);
    if (honeypotTripped(body)) {
      // Answer a bot exactly like a person, and keep nothing.
      return c.json({ id: randomUUID(), createdAt: new Date().toISOString() }, 201);
    }
    const parsed = parseContactInput(body);
    if (!parsed.ok) throw new ApiError(400, 'invalid_fields', parsed.message, { fields: parsed.fields });
    // A SQLite file locked by another process is retried on a timer inside the client.
    const stored = await store.add(parsed.value, source);
    return c.json(stored, 201);
  };

  const notAllowed = (c: Context) => {
    c.header('Allow', c.req.path.endsWith('/cs') ? 'POST' : 'GET, POST'); // GET: the staff inbox
    return c.json(errorBody('method_not_allowed', 'Only POST is allowed here.'), 405);
  };

  for (const [path, source] of [
    ['/', 'sales'],
    ['/cs', 'customer_service'],
  ] as const) {
    routes.post(path, limit, requireJson(), receive(source));
    routes.all(path, notAllowed);
  }
  return routes;
}
