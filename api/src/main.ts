import { allMigrations } from './allMigrations.ts';
import { ensureStaffFromEnv } from './auth/staffFromEnv.ts';
import { loadCoreConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { openServerDatabase } from './db/openServerDatabase.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startNodeServer } from './http/nodeServer.ts';
import { type LeadNotifier, startLeadNotifier } from './leads/leadNotifier.ts';
import { loadLeadMailSettings } from './leads/leadSettings.ts';
import { startStorage } from './storage/startStorage.ts';

const config = loadCoreConfig();
const database = await openServerDatabase(config, allMigrations);
const { sql, problem, description, checkDatabase } = database;
// Loud and first: the site still serves its pages, the API answers 503 where it needs data.
if (problem) console.error(`[database] ${problem}`);
else console.log(`Database: ${description}`);
const storage = await startStorage(config);
const serveSite = process.env.SERVE_SITE !== 'false';
// Settings are checked even when the database is down, so a bad SMTP_URL still stops start-up.
const leadMailSettings = loadLeadMailSettings(process.env);
const mailOn = Boolean(leadMailSettings.smtpUrl);
console.log(`Lead e-mail notifications: ${mailOn ? 'on' : 'off (SMTP_URL is not set)'}`);

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
  if (staffNote) console.log(staffNote);
  notifier = startLeadNotifier({ sql, settings: leadMailSettings });
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
        console.error('[database] could not start background work, retrying in 5 s:', error);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        if (stopping) return;
      }
    }
  };
  void startWhenReady();
}
const app = createApp({ config, sql, checkDatabase, storage, serveSite, leadNotifier });

const running = startNodeServer({ app, port: config.port, hostname: config.host, https: config.https });
const port = await running.listening;
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Site ready at http://${shown}:${port}`);

// Requests in flight get this long to finish after SIGTERM/SIGINT.
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS || 10);
const graceMs = (Number.isFinite(graceSeconds) && graceSeconds >= 0 ? graceSeconds : 10) * 1000;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then shutting down`);
  await housekeeping?.stop();
  await running.stop(graceMs);
  await leadNotifier.stop();
  await storage?.close();
  await sql.close();
  console.log('Shut down cleanly');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
