import { join } from 'node:path';
import { createSiteServer } from '@pod/site-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createAuthRoutes } from './auth/authRoutes.ts';
import { signedInStaffOf } from './auth/signedInStaffOf.ts';
import { createSignInFormPost } from './auth/signInFormPost.ts';
import { createSignOutFormPost } from './auth/signOutFormPost.ts';
import type { AppConfig } from './config/loadConfig.ts';
import { siteServerSettings } from './config/siteDeploysConfig.ts';
import { createContactFormPosts } from './contacts/contactFormPosts.ts';
import { createContactRoutes } from './contacts/contactRoutes.ts';
import { ping, type SqlClient } from './db/sqlClient.ts';
import { createFeaturedRoutes } from './gallery/featuredRoutes.ts';
import { createGalleryRoutes } from './gallery/galleryRoutes.ts';
import { listSources } from './gallery/listSources.ts';
import { createVariantRoutes } from './gallery/variantRoutes.ts';
import { createHealthRoutes } from './health/healthRoutes.ts';
import { allowedHostOnly, allowedHostWritesOnly } from './http/allowedHost/allowedHostOnly.ts';
import { ApiError, errorBody, sendError } from './http/errors/apiError.ts';
import { databaseFailure } from './http/errors/databaseFailure.ts';
import { storageFailure } from './http/errors/storageFailure.ts';
import { requestIdOf, requestLog } from './http/requestLog/requestLog.ts';
import { sameOriginOnly } from './http/sameOrigin/sameOrigin.ts';
import { securityHeaders } from './http/securityHeaders/securityHeaders.ts';
import { createContactInboxRoutes } from './leads/contactInboxRoutes.ts';
import type { LeadNotifier } from './leads/leadNotifier.ts';
import { leadOutboxListener } from './leads/leadsOutbox.ts';
import { createLogger, type Logger } from './log/logger.ts';
import { type AppMetrics, createAppMetrics } from './metrics/appMetrics.ts';
import { createMetricsRoute } from './metrics/metricsRoute.ts';
import { openDeployTarget } from './storage/deployTarget.ts';
import type { ObjectStorage } from './storage/objectStorage.ts';
import { createUploadRoutes } from './uploads/uploadRoutes.ts';
import { createVitalsRoutes } from './vitals/vitalsRoutes.ts';

/** What the app is built from; each route module takes the part it declares it needs. */
export interface AppDeps {
  /** Every setting, parsed once (loadConfig in main.ts, testConfig in tests). */
  config: AppConfig;
  /** The database (embedded SQLite, or PostgreSQL with DATABASE_URL): the only shared state. */
  sql: SqlClient;
  /** What GET /api/health checks; default: a round trip to the database. */
  checkDatabase?: () => Promise<void>;
  /** Object storage for uploads; null when not configured. */
  storage: ObjectStorage | null;
  /** Serve the built site too (npm start). Tests of the API alone leave it off. */
  serveSite: boolean;
  /** Lead e-mail notifications (staff inbox); absent: notifications are "off". */
  leadNotifier?: LeadNotifier;
  /** Where request lines and unexpected errors go; default: JSON lines on stdout at LOG_LEVEL. */
  logger?: Logger;
  /** Prometheus metrics (GET /metrics); default: this app's own, without process metrics. */
  metrics?: AppMetrics;
  /** The routes a vitals beacon may name when the site is not served (API tests); default none. */
  vitalsRoutePaths?: () => Promise<ReadonlySet<string>>;
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const logger = deps.logger ?? createLogger(deps.config.logging);
  const metrics = deps.metrics ?? createAppMetrics({ sql: deps.sql, processMetrics: false });

  // First, so every answer (errors and 404s included) is logged, counted and carries its id.
  app.use(
    '*',
    requestLog(logger, {
      trustedProxies: deps.config.core.trustedProxies,
      onFinished: (request) => metrics.observe(request),
    }),
  );
  app.use(
    '*',
    securityHeaders({
      https: deps.config.core.https,
      connectSrc: () => deps.storage?.browserOrigins ?? [],
    }),
  );
  app.use('*', allowedHostWritesOnly(deps.config.core)); // any write, form posts too: the pages' Hosts only
  app.use('/api/*', allowedHostOnly(deps.config.core)); // the pages' Hosts, before Origin is compared to Host
  app.use('/api/*', sameOriginOnly(deps.config.core.siteOrigins));

  const { core } = deps.config;
  const { storage } = deps;
  const site = deps.serveSite
    ? createSiteServer(siteServerSettings(core, deps.config.site), {
        deployTarget: openDeployTarget(deps.config.site.deployTarget, deps.config.storage),
        listSources: listSources(deps.sql),
        onListReadFailure: (source, error) =>
          logger.error({ err: error, source }, 'a filled list could not be read; its page says so'),
        signedInStaff: signedInStaffOf(deps),
      })
    : undefined;
  app.route(
    '/api',
    createHealthRoutes({
      database: deps.checkDatabase ?? (() => ping(deps.sql)),
      storage: storage ? () => storage.ping() : null,
      mail: () => (deps.leadNotifier?.enabled ? (deps.leadNotifier.mailState?.() ?? 'ok') : 'off'),
      deployTargetProblems: async () => site?.checkDeployTarget(),
    }),
  );

  app.route('/', createMetricsRoute(metrics, deps.config.metrics.token));
  if (site) metrics.watchLiveVersions(() => site.liveVersions());
  app.route(
    '/api/vitals',
    createVitalsRoutes({
      ...deps,
      routePaths: site ? () => site.routePaths() : (deps.vitalsRoutePaths ?? (async () => new Set<string>())),
      // Written by `npm run bench` beside docs/benchmarks.md.
      labFile: join(core.siteRoot, 'docs', 'lab-vitals.json'),
      onVital: (route, metric, value) => metrics.observeVital(route, metric, value),
    }),
  );
  app.route('/api/contacts', createContactInboxRoutes(deps)); // staff inbox: GET/PATCH, before the public POST
  // Each stored contact gets its lead's outbox row in the same transaction, then wakes the sender.
  app.route(
    '/api/contacts',
    createContactRoutes({ ...deps, contactListener: leadOutboxListener(deps.leadNotifier) }),
  );
  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api', createUploadRoutes(deps));
  app.route('/api', createGalleryRoutes(deps));
  app.route('/api', createFeaturedRoutes(deps));
  app.route('/api', createVariantRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404));

  if (site) {
    // The contact forms and staff sign-in posted as plain HTML (no script), as their JSON routes.
    app.route(
      '/',
      createContactFormPosts({ ...deps, site, contactListener: leadOutboxListener(deps.leadNotifier) }),
    );
    app.route('/', createSignInFormPost({ ...deps, site }));
    app.route('/', createSignOutFormPost({ ...deps, site }));
    app.route('/', site.routes);
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        errorBody(status === 413 ? 'payload_too_large' : 'bad_request', error.message || 'Bad request.'),
        status,
      );
    }
    // Storage first: its network errors (ECONNREFUSED…) must not read as the database's.
    const storage = storageFailure(error);
    if (storage) return sendError(c, storage);
    // Busy, read-only (failed integrity check), unopenable: 503 and a Retry-After, never 500.
    const database = databaseFailure(error);
    if (database) return sendError(c, database);
    logger.error({ err: error, reqId: requestIdOf(c) }, 'unexpected error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
  });
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  return app;
}
