import { placeholdersIn } from '@pod/contracts/placeholders';
import { allMigrations } from './allMigrations.ts';
import { ensureStaffFromEnv } from './auth/staffFromEnv.ts';
import { loadCoreConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { openServerDatabase } from './db/openServerDatabase.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startNodeServer } from './http/nodeServer.ts';
import { formatLaunchProblems, launchProblems } from './launch/launchCheck.ts';
import { type LeadNotifier, startLeadNotifier } from './leads/leadNotifier.ts';
import { loadLeadMailSettings } from './leads/leadSettings.ts';
import { routeConsoleTo } from './log/consoleToLogger.ts';
import { createLogger } from './log/logger.ts';
import { createAppMetrics } from './metrics/appMetrics.ts';
import { startStorage } from './storage/startStorage.ts';

// JSON lines on stdout (prettified only under `npm run dev`); whatever still writes to the
// console (the site server, the database layer) lands in the same stream as JSON too.
const logger = createLogger();
routeConsoleTo(logger);
const config = loadCoreConfig();
// A production start says what is still a placeholder or unsafe (npm run launch-check fails on it).
if (process.env.NODE_ENV === 'production') {
  for (const line of formatLaunchProblems(launchProblems(process.env, placeholdersIn(process.env))))
    console.warn(`[launch check] ${line}`);
}
const database = await openServerDatabase(config, allMigrations);
const { sql, problem, description, checkDatabase } = database;
// Loud and first: the site still serves its pages, the API answers 503 where it needs data.
if (problem) logger.error({ component: 'database' }, problem);
else logger.info({ component: 'database' }, `Database: ${description}`);
const storage = await startStorage(config);
const serveSite = process.env.SERVE_SITE !== 'false';
// Settings are checked even when the database is down, so a bad SMTP_URL still stops start-up.
const leadMailSettings = loadLeadMailSettings(process.env);
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
  const staffNote = await ensureStaffFromEnv(sql);
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
const metrics = createAppMetrics({ sql, processMetrics: true });
const app = createApp({ config, sql, checkDatabase, storage, serveSite, leadNotifier, logger, metrics });

const running = startNodeServer({ app, port: config.port, hostname: config.host, https: config.https });
const port = await running.listening;
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
logger.info({ port, url: `http://${shown}:${port}` }, 'listening');
// The one human line: scripts and the e2e helpers wait for it (kept out of the JSON so the
// URL they read ends where the line does).
process.stdout.write(`Site ready at http://${shown}:${port}\n`);

// Requests in flight get this long to finish after SIGTERM/SIGINT.
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS || 10);
const graceMs = (Number.isFinite(graceSeconds) && graceSeconds >= 0 ? graceSeconds : 10) * 1000;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, `${signal} received: finishing requests in flight, then shutting down`);
  await housekeeping?.stop();
  await running.stop(graceMs);
  await leadNotifier.stop();
  await storage?.close();
  await sql.close();
  logger.info('Shut down cleanly');
  logger.flush();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
