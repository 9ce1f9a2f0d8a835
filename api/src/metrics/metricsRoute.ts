import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { errorBody } from '../http/errors/apiError.ts';
import type { AppMetrics } from './appMetrics.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, only for `Authorization: Bearer <METRICS_TOKEN>`:
 * 401 without it, and 404 when METRICS_TOKEN is unset (the endpoint does not exist then).
 */
export function createMetricsRoute(metrics: AppMetrics, token: string | undefined): Hono {
  const routes = new Hono();
  routes.get('/metrics', async (c) => {
    if (!token) return c.json(errorBody('not_found', 'Not found.'), 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    c.header('Cache-Control', 'no-store');
    if (!sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('unauthorized', 'This endpoint needs the metrics token.'), 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  return routes;
}
