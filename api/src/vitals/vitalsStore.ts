import { changedRows } from '../db/changedRows.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { bucketOf, isVitalName, type VitalName } from './vitalBuckets.ts';
import type { VitalsBeacon } from './vitalsBeacon.ts';

/** The UTC day of an instant, as stored: "2026-11-23". */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** Samples of one route and metric over some days, by bucket index. */
export interface BucketCounts {
  route: string;
  metric: VitalName;
  buckets: Map<number, number>;
}

/**
 * Adds a beacon's measurements to today's counts: one statement, each (route, metric,
 * bucket) once, added atomically on conflict, so instances writing at once never lose a count.
 */
export async function recordVitals(sql: SqlClient, beacon: VitalsBeacon, now: number): Promise<void> {
  const day = utcDay(now);
  const counts = new Map<string, { metric: VitalName; bucket: number; count: number }>();
  for (const { name, value } of beacon.samples) {
    const bucket = bucketOf(name, value);
    const key = `${name}:${bucket}`;
    const entry = counts.get(key) ?? { metric: name, bucket, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  // Rows in one fixed order (metric, bucket): two beacons of the same route and day take the
  // rows' locks in the same order, so on PostgreSQL they queue instead of deadlocking.
  const ordered = [...counts.values()].sort((a, b) =>
    a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : a.bucket - b.bucket,
  );
  await sql
    .insertInto('web_vitals_daily')
    .values(ordered.map(({ metric, bucket, count }) => ({ day, route: beacon.route, metric, bucket, count })))
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'route', 'metric', 'bucket'])
        .doUpdateSet((eb) => ({ count: eb('web_vitals_daily.count', '+', eb.ref('excluded.count')) })),
    )
    .execute();
}

/** Every route's and metric's bucket counts from `fromDay` (inclusive) on, summed over days. */
export async function bucketCountsSince(sql: SqlClient, fromDay: string): Promise<BucketCounts[]> {
  const rows = await sql
    .selectFrom('web_vitals_daily')
    // PostgreSQL returns a BIGINT sum (numeric) as text.
    .select((eb) => ['route', 'metric', 'bucket', eb.fn.sum<number | string>('count').as('samples')])
    .where('day', '>=', fromDay)
    .groupBy(['route', 'metric', 'bucket'])
    .orderBy('route')
    .orderBy('metric')
    .orderBy('bucket')
    .execute();
  const byKey = new Map<string, BucketCounts>();
  for (const row of rows) {
    if (!isVitalName(row.metric)) continue; // a metric this version does not know (retired)
    const key = `${row.route}\u0000${row.metric}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { route: row.route, metric: row.metric, buckets: new Map() };
      byKey.set(key, entry);
    }
    entry.buckets.set(Number(row.bucket), Number(row.samples));
  }
  return [...byKey.values()];
}

/** Housekeeping: drops the counts of days before `beforeDay`. */
export async function sweepVitals(sql: SqlClient, beforeDay: string): Promise<number> {
  return changedRows(sql.deleteFrom('web_vitals_daily').where('day', '<', beforeDay));
}
