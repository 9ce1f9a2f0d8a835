import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './appDeps.ts';
import { createAuthRoutes } from './auth/authRoutes.ts';
import { createContactRoutes } from './contacts/contactRoutes.ts';
import { databaseFailure } from './db/databaseErrors.ts';
import { createHealthRoutes } from './health/healthRoutes.ts';
import { ApiError, errorBody, sendError } from './http/apiError.ts';
import { sameOriginOnly } from './http/sameOrigin.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { createLeadRoutes } from './leads/leadRoutes.ts';
import { createSiteRoutes } from './site/siteRoutes.ts';
import { createGalleryRoutes } from './uploads/galleryRoutes.ts';
import { createUploadRoutes } from './uploads/uploadRoutes.ts';

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.use(
    '*',
    securityHeaders({
      https: deps.config.https,
      connectSrc: () => deps.storage?.browserOrigins ?? [],
    }),
  );
  app.use('/api/*', sameOriginOnly(deps.config.publicOrigin));

  const site = deps.serveSite ? createSiteRoutes(deps.config.siteRoot, deps.config) : undefined;
  app.route(
    '/api',
    createHealthRoutes(deps.checkDatabase ?? (() => deps.sql.ping()), () => site?.deployTargetProblems()),
  );

  app.route('/api/contacts', createLeadRoutes(deps)); // staff inbox: GET/PATCH, before the public POST
  app.route('/api/contacts', createContactRoutes(deps));
  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api', createUploadRoutes(deps));
  app.route('/api', createGalleryRoutes(deps));
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404));

  if (site) app.route('/', site.routes);

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        errorBody(status === 413 ? 'payload_too_large' : 'bad_request', error.message || 'Bad request.'),
        status,
      );
    }
    // Busy, read-only (failed integrity check), unopenable: 503 and a Retry-After, never 500.
    const database = databaseFailure(error);
    if (database) return sendError(c, database);
    console.error('[api] unexpected error', error);
    return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
  });
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  return app;
}
