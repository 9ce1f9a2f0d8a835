import { randomUUID } from 'node:crypto';
import { honeypotTripped, parseContactInput } from '@pod/shared-ui/contactSchema';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../appDeps.ts';
import { ApiError, errorBody } from '../http/apiError.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { readJsonBody } from '../http/jsonBody.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { requireJson } from '../http/requireJson.ts';
import { SharedCounters } from '../limits/sharedCounters.ts';
import { loadContactSettings } from './contactSettings.ts';
import { type ContactSource, createContactStore } from './contactStore.ts';

/** POST /api/contacts (sales form) and POST /api/contacts/cs (customer-service form). */
export function createContactRoutes(deps: AppDeps): Hono {
  const settings = deps.contacts ?? loadContactSettings();
  const store = createContactStore(deps.sql, deps.leadNotifier);
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
