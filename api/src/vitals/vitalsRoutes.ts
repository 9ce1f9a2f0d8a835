import { Hono } from 'hono';
import { createStaffGate, type StaffAuthDeps } from '../auth/staffSession.ts';
import type { AppConfig } from '../config/loadConfig.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { clientAddress } from '../http/clientAddress/clientAddress.ts';
import { ApiError } from '../http/errors/apiError.ts';
import { methodNotAllowed } from '../http/errors/methodNotAllowed.ts';
import { readJsonBody } from '../http/jsonBody/jsonBody.ts';
import { rateLimit } from '../http/rateLimit/rateLimit.ts';
import { isJsonContentType } from '../http/requireJson/requireJson.ts';
import { createDailyAddressKey } from '../limits/dailyAddressKey.ts';
import { MemoryCounters } from '../limits/memoryCounters.ts';
import { readLabVitals } from './labVitals.ts';
import type { VitalName } from './vitalBuckets.ts';
import { parseVitalsBeacon } from './vitalsBeacon.ts';
import { bucketCountsSince, recordVitals, utcDay } from './vitalsStore.ts';
import { summariseVitals } from './vitalsSummary.ts';

/** Largest beacon body: ten measurements and a route fit in a few hundred bytes. */
const VITALS_BODY_LIMIT_BYTES = 4096;

/** Days the staff page covers, today (UTC) included. */
export const SUMMARY_DAYS = 7;

export interface VitalsRouteDeps extends StaffAuthDeps {
  sql: SqlClient;
  config: Pick<AppConfig, 'core' | 'auth' | 'vitals'>;
  /** The live site's route patterns; any other route is counted as "(other)". */
  routePaths: () => Promise<ReadonlySet<string>>;
  /** The bench's lab figures (docs/lab-vitals.json). */
  labFile: string;
  /** Told about every stored measurement (the Prometheus histograms). */
  onVital?: (route: string, metric: VitalName, value: number) => void;
  now?: () => number;
}

/** sendBeacon sends a string as text/plain; a Blob may say JSON. Both are read as JSON. */
function isBeaconContentType(header: string | undefined): boolean {
  if (isJsonContentType(header)) return true;
  const [mediaType = '', ...params] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  return (
    mediaType === 'text/plain' &&
    params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param))
  );
}

/** Clients whose beacon windows one instance holds at once (a few MB at most). */
const LIMITED_CLIENTS_MAX = 50_000;

/**
 * POST /api/vitals: a batch of a page load's Web Vitals from the shell's beacon. Cookie-free
 * (no session is read, no cookie set) and answers 204 with no body. GET /api/vitals/summary:
 * the last SUMMARY_DAYS days' p75 per route and metric with the lab figures, for staff.
 */
export function createVitalsRoutes(deps: VitalsRouteDeps): Hono {
  const settings = deps.config.vitals;
  const now = deps.now ?? Date.now;
  const gate = createStaffGate(deps);
  const routes = new Hono();

  // Counted per instance in memory, unlike the sign-in and contact limits: a beacon stores
  // only anonymous counts, so N instances letting N times the limit through is harmless, and
  // it spares a database write per page view. The key is a daily-keyed HMAC of the address,
  // so not even memory holds the address itself, and nothing about the client is written.
  const clientKey = createDailyAddressKey(now);
  const limit = rateLimit({
    max: settings.rateLimitMax,
    counters: new MemoryCounters(settings.rateLimitWindowMs, LIMITED_CLIENTS_MAX, now),
    key: (c) => clientKey(clientAddress(c, deps.config.core.trustedProxies)),
  });

  routes.post('/', limit, async (c) => {
    if (!isBeaconContentType(c.req.header('Content-Type')))
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Send the beacon as JSON (application/json or text/plain).',
      );
    const beacon = parseVitalsBeacon(await readJsonBody(c, VITALS_BODY_LIMIT_BYTES), await deps.routePaths());
    await recordVitals(deps.sql, beacon, now());
    for (const sample of beacon.samples) deps.onVital?.(beacon.route, sample.name, sample.value);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  routes.get('/summary', async (c) => {
    await gate.requireStaff(c);
    const fromDay = utcDay(now() - (SUMMARY_DAYS - 1) * 86_400_000);
    const [counts, lab] = await Promise.all([
      bucketCountsSince(deps.sql, fromDay),
      readLabVitals(deps.labFile),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json(summariseVitals(counts, lab, SUMMARY_DAYS, fromDay));
  });

  routes.all('/', methodNotAllowed(['POST']));
  routes.all('/summary', methodNotAllowed(['GET']));
  return routes;
}
