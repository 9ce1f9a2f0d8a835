import { placeholdersIn } from '@pod/contracts/placeholders';
import { allMigrations } from './allMigrations.ts';
import { ensureStaffFromEnv } from './auth/staffFromEnv.ts';
import { ConfigError } from './config/configError.ts';
import { loadConfig } from './config/loadConfig.ts';
import { createApp } from './createApp.ts';
import { openServerDatabase } from './db/openServerDatabase.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startNodeServer } from './http/nodeServer/nodeServer.ts';
import { formatLaunchProblems, launchProblems } from './launch/launchCheck.ts';
import { type LeadNotifier, startLeadNotifier } from './leads/leadNotifier.ts';
import { routeConsoleTo } from './log/consoleToLogger.ts';
import { createLogger } from './log/logger.ts';
import { createAppMetrics } from './metrics/appMetrics.ts';
import { startStorage } from './storage/startStorage.ts';
import { setImageWorkerEnv } from './uploads/imageWorkers.ts';

// The one place the server reads its environment: every setting is checked here, and a bad
// one stops the start with a list of every problem (a half-set mailer never loses mail).
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
// JSON lines on stdout (prettified only under `npm run dev`); whatever still writes to the
// console (the site server, the database layer) lands in the same stream as JSON too.
const logger = createLogger(config.logging);
routeConsoleTo(logger);
setImageWorkerEnv(config.uploads.imageWorkerEnv);
// A production start says what is still a placeholder or unsafe (npm run launch-check fails on it).
if (config.core.production) {
  for (const line of formatLaunchProblems(launchProblems(config, placeholdersIn(process.env))))
    console.warn(`[launch check] ${line}`);
}
const database = await openServerDatabase(config.database, allMigrations);
const { sql, problem, description, checkDatabase } = database;
// Loud and first: the site still serves its pages, the API answers 503 where it needs data.
if (problem) logger.error({ component: 'database' }, problem);
else logger.info({ component: 'database' }, `Database: ${description}`);
const storage = await startStorage(config);
const serveSite = config.core.serveSite;
const leadMailSettings = config.leads;
const mailOn = Boolean(leadMailSettings.smtpUrl);
logger.info(
  { component: 'leads' },
  `Lead e-mail notifications: ${mailOn ? 'on' : 'off (SMTP_URL is not set)'}`,
);

// Work that needs the database starts once it is ready: now, or (PostgreSQL that was down at
// start) when the migrations finally ran. A damaged SQLite file never gets there.
let stopping = false;
let notifier: LeadNotifier | null = null;
let housekeeping: ReturnType<typeof startHousekeeping> | null = null;
const leadNotifier: LeadNotifier = {
  enabled: mailOn,
  wake: () => notifier?.wake(),
  mailState: () => notifier?.mailState?.() ?? (mailOn ? 'ok' : 'off'),
  stop: async () => notifier?.stop(),
};
async function startDataWork(): Promise<void> {
  const staffNote = await ensureStaffFromEnv(sql, config.auth.staff);
  if (staffNote) logger.info({ component: 'auth' }, staffNote);
  const leadsLog = logger.child({ component: 'leads' });
  notifier = startLeadNotifier({ sql, settings: leadMailSettings, log: (message) => leadsLog.warn(message) });
  housekeeping = startHousekeeping(config, sql, storage);
}
if (!problem) await startDataWork();
else if ('ready' in database && database.ready instanceof Promise) {
  // Retried until it works: an instance that took traffic must also send its leads' mail.
  const startWhenReady = async (): Promise<void> => {
    if (!(await database.ready) || stopping) return;
    for (;;) {
      try {
        await startDataWork();
        return;
      } catch (error) {
        logger.error(
          { component: 'database', err: error },
          'could not start background work, retrying in 5 s',
        );
        await new Promise((resolve) => setTimeout(resolve, 5000));
        if (stopping) return;
      }
    }
  };
  void startWhenReady();
}
const metrics = createAppMetrics({ sql, processMetrics: true, poolStats: database.poolStats });
const app = createApp({ config, sql, checkDatabase, storage, serveSite, leadNotifier, logger, metrics });

const { core } = config;
const running = startNodeServer({ app, port: core.port, hostname: core.host, https: core.https });
const port = await running.listening;
const shown = core.host === '0.0.0.0' || core.host === '::' ? 'localhost' : core.host;
logger.info({ port, url: `http://${shown}:${port}` }, 'listening');
// The one human line: scripts and the e2e helpers wait for it (kept out of the JSON so the
// URL they read ends where the line does). After the lines held before it, so they read in order.
await new Promise<void>((resolve) => logger.flush(() => resolve()));
process.stdout.write(`Site ready at http://${shown}:${port}\n`);

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, `${signal} received: finishing requests in flight, then shutting down`);
  await housekeeping?.stop();
  await running.stop(core.shutdownGraceMs);
  await leadNotifier.stop();
  await storage?.close();
  await database.close();
  logger.info('Shut down cleanly');
  logger.flush();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
