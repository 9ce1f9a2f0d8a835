import { ApiError } from '../http/errors/apiError.ts';
import { isVitalName, type VitalName } from './vitalBuckets.ts';

/** Where every path that is not a live route is counted, so no visitor can add rows. */
export const OTHER_ROUTE = '(other)';

/** At most this many measurements per beacon (a page load reports five metrics). */
export const MAX_VITALS_PER_BEACON = 10;

// Beyond these a value is not a measurement of this site: ten minutes, or a shift score of 100.
const MAX_MS = 600_000;
const MAX_CLS = 100;

export interface VitalSample {
  name: VitalName;
  value: number;
}

/** A beacon as stored: the route pattern (or OTHER_ROUTE) and its measurements. */
export interface VitalsBeacon {
  route: string;
  samples: VitalSample[];
}

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_fields', 'The beacon is malformed.', { fields: { [field]: message } });

/**
 * Checks a beacon body, `{ "route": "/faqs", "metrics": [{ "name": "LCP", "value": 1234.5 }] }`,
 * and folds a route the site does not serve into OTHER_ROUTE. Anything else in the body is
 * ignored (and never stored). Throws a 400 ApiError naming the first bad field.
 */
export function parseVitalsBeacon(body: unknown, knownRoutes: ReadonlySet<string>): VitalsBeacon {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('body', 'Send a JSON object.');
  const { route, metrics } = body as { route?: unknown; metrics?: unknown };
  if (typeof route !== 'string' || route.length === 0 || route.length > 200)
    throw invalid('route', 'The route must be a path of at most 200 characters.');
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > MAX_VITALS_PER_BEACON)
    throw invalid('metrics', `Send 1 to ${MAX_VITALS_PER_BEACON} measurements.`);
  const samples = metrics.map((entry, index): VitalSample => {
    const { name, value } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      name?: unknown;
      value?: unknown;
    };
    if (!isVitalName(name)) throw invalid(`metrics.${index}.name`, 'Unknown metric.');
    const max = name === 'CLS' ? MAX_CLS : MAX_MS;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max)
      throw invalid(`metrics.${index}.value`, `The value must be a number from 0 to ${max}.`);
    return { name, value };
  });
  return { route: knownRoutes.has(route) ? route : OTHER_ROUTE, samples };
}
