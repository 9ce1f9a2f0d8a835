import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SqlClient } from '../db/sqlClient.ts';
import type { FinishedRequest } from '../http/requestLog/requestLog.ts';
import { outboxBacklog } from '../leads/outboxBacklog.ts';
import type { VitalName } from '../vitals/vitalBuckets.ts';
import { createLiveVersionGauge, type LiveAppVersion } from './liveVersionGauge.ts';
import { createVitalsHistograms } from './vitalsHistograms.ts';

export interface AppMetrics {
  registry: Registry;
  /** Called once per answered request (http/requestLog's onFinished). */
  observe(request: FinishedRequest): void;
  /** One real visitor's Web Vital (POST /api/vitals), by route pattern. */
  observeVital(route: string, metric: VitalName, value: number): void;
  /** Where pod_app_live_version reads the live apps from (the site server). */
  watchLiveVersions(read: () => Promise<readonly LiveAppVersion[]>): void;
}

/**
 * The instance's Prometheus metrics: requests and their latency by route pattern, method and
 * status; sign-in failures and throttles and uploads recorded and refused (read off the
 * answers of their routes, so the rooms need no metrics code); the lead e-mail backlog and
 * the database pool and the live version of each app, read when scraped; real visitors'
 * Web Vitals per route; Node's process metrics when asked (the server: one
 * set per process).
 */
export function createAppMetrics(options: {
  sql: SqlClient;
  processMetrics: boolean;
  /** PostgreSQL's pool connections (ServerDatabase.poolStats); absent on SQLite. */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined;
}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Counter<Label>({ name, help, labelNames, registers: [registry] });
  const requests = counter('http_requests_total', 'Requests answered, by route pattern, method and status.', [
    'route',
    'method',
    'status',
  ]);
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = counter(
    'sign_in_failures_total',
    'Staff sign-ins refused for a wrong username or password (401).',
  );
  const signInThrottles = counter('sign_in_throttled_total', 'Staff sign-ins refused by the throttle (429).');
  const uploadsRecorded = counter(
    'uploads_recorded_total',
    'Uploaded images recorded (PUT /api/product-images answered 201).',
  );
  const uploadsRefused = counter(
    'uploads_refused_total',
    'Recordings refused, by status (400 not issued or missing, 409 already recorded, 422 not an image or too late).',
    ['status'],
  );
  const { sql } = options;
  new Gauge({
    name: 'leads_outbox_depth',
    help: 'Lead e-mails waiting to be sent.',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(sql).catch(() => ({ depth: Number.NaN }))).depth);
    },
  });
  new Gauge({
    name: 'leads_oldest_unsent_age_seconds',
    help: 'Age of the oldest lead whose e-mail is not sent yet (0 when none waits).',
    registers: [registry],
    async collect() {
      const backlog = await outboxBacklog(sql).catch(() => null);
      if (!backlog) return this.set(Number.NaN);
      const oldest = backlog.oldestCreatedAt ? Date.parse(backlog.oldestCreatedAt) : Number.NaN;
      this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on SQLite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const observeVital = createVitalsHistograms(registry);
  const watchLiveVersions = createLiveVersionGauge(registry);

  return {
    registry,
    observeVital,
    watchLiveVersions,
    observe({ route, method, status, seconds }) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
      if (route === '/api/auth/login' && method === 'POST') {
        if (status === 401) signInFailures.inc();
        if (status === 429) signInThrottles.inc();
      }
      if (route === '/api/product-images' && method === 'PUT') {
        if (status === 201) uploadsRecorded.inc();
        else if (status >= 400 && status < 500 && status !== 401 && status !== 403)
          uploadsRefused.inc({ status: String(status) });
      }
    },
  };
}
