import { type Context, Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { readJsonFields } from '../http/requireJson/requireJson.ts';
import { parseLeadQuery } from './leadQuery.ts';
import { type LeadStatus, leadStatuses } from './leadRecord.ts';
import { leadsCsvStream } from './leadsCsv.ts';
import { createLeadQueries } from './listLeads.ts';

// Lead ids are UUIDs; anything else (such as /cs, the public form) is not ours.
const ID = ':id{[0-9a-fA-F-]{36}}';

async function readStatus(c: Context): Promise<LeadStatus> {
  const { status } = await readJsonFields(c);
  if (typeof status !== 'string' || !(leadStatuses as readonly string[]).includes(status))
    throw new ApiError(400, 'invalid_fields', 'Choose a valid status.', {
      fields: { status: `Status must be one of: ${leadStatuses.join(', ')}.` },
    });
  return status as LeadStatus;
}

/**
 * The staff inbox of stored contacts, each one a lead (all staff only, 401 otherwise): GET /api/contacts (filtered, paged),
 * GET /api/contacts/export.csv, GET and PATCH /api/contacts/:id. POST stays with the forms.
 */
export interface ContactInboxDeps extends StaffAuthDeps {
  /** Whether lead e-mail is on; absent: notifications are "off". */
  leadNotifier?: { readonly enabled: boolean };
}

export function createContactInboxRoutes(deps: ContactInboxDeps): Hono {
  const gate = createStaffGate(deps);
  const leads = createLeadQueries(deps.sql);
  const notifications = deps.leadNotifier?.enabled ? 'on' : 'off';
  const routes = new Hono();

  routes.get('/', async (c) => {
    await gate.requireStaff(c);
    const page = await leads.page(parseLeadQuery(c.req.query(), true));
    c.header('Cache-Control', 'no-store');
    return c.json({ ...page, notifications });
  });

  routes.get('/export.csv', async (c) => {
    await gate.requireStaff(c);
    const { source, status, q } = parseLeadQuery(c.req.query(), false);
    const day = new Date().toISOString().slice(0, 10);
    const csv = await leadsCsvStream(leads, {
      ...(source && { source }),
      ...(status && { status }),
      ...(q && { q }),
    });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  routes.get(`/${ID}`, async (c) => {
    await gate.requireStaff(c);
    const lead = await leads.get(c.req.param('id'));
    if (!lead) throw new ApiError(404, 'not_found', 'No such lead.');
    c.header('Cache-Control', 'no-store');
    return c.json(lead);
  });

  routes.patch(`/${ID}`, async (c) => {
    await gate.requireStaff(c);
    const status = await readStatus(c);
    const id = c.req.param('id');
    if (!(await leads.setStatus(id, status))) throw new ApiError(404, 'not_found', 'No such lead.');
    c.header('Cache-Control', 'no-store');
    return c.json(await leads.get(id));
  });

  return routes;
}
