import { ensureStaffFromEnv } from './auth/staffFromEnv.ts';
import { loadCoreConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { openServerDatabase } from './db/openSiteDatabase.ts';
import { startNodeServer } from './http/nodeServer.ts';
import { type LeadNotifier, startLeadNotifier } from './leads/leadNotifier.ts';
import { loadLeadMailSettings } from './leads/leadSettings.ts';
import { startHousekeeping } from './uploads/housekeeping.ts';
import { startStorage } from './uploads/startStorage.ts';

const config = loadCoreConfig();
const { db, problem } = openServerDatabase(config.dataDir);
// Loud and first: the site still serves its pages, the API answers 503 where it needs data.
if (problem) console.error(`[database] ${problem}`);
else {
  const staffNote = await ensureStaffFromEnv(db);
  if (staffNote) console.log(staffNote);
}
const storage = await startStorage(config);
const serveSite = process.env.SERVE_SITE !== 'false';
// Settings are checked even when the database is down, so a bad SMTP_URL still stops start-up.
const leadMailSettings = loadLeadMailSettings(process.env);
const leadNotifier: LeadNotifier = problem
  ? { enabled: false, wake() {}, async stop() {} }
  : startLeadNotifier({ db, settings: leadMailSettings });
console.log(`Lead e-mail notifications: ${leadNotifier.enabled ? 'on' : 'off (SMTP_URL is not set)'}`);
const app = createApp({ config, db, storage, serveSite, leadNotifier });
const housekeeping = problem ? null : startHousekeeping(config, db, storage);

const running = startNodeServer({ app, port: config.port, hostname: config.host, https: config.https });
const port = await running.listening;
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Site ready at http://${shown}:${port}`);

// Requests in flight get this long to finish after SIGTERM/SIGINT.
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS || 10);
const graceMs = (Number.isFinite(graceSeconds) && graceSeconds >= 0 ? graceSeconds : 10) * 1000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then shutting down`);
  housekeeping?.stop();
  await running.stop(graceMs);
  await leadNotifier.stop();
  await storage?.close();
  db.close();
  console.log('Shut down cleanly');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
