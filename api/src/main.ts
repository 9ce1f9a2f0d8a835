import { serve } from '@hono/node-server';
import { ensureStaffFromEnv } from './auth/staffFromEnv.ts';
import { loadCoreConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { openSiteDatabase } from './db/openSiteDatabase.ts';
import { startLeadNotifier } from './leads/leadNotifier.ts';
import { loadLeadMailSettings } from './leads/leadSettings.ts';
import { startHousekeeping } from './uploads/housekeeping.ts';
import { startStorage } from './uploads/startStorage.ts';

const config = loadCoreConfig();
const db = openSiteDatabase(config.dataDir);
const staffNote = await ensureStaffFromEnv(db);
if (staffNote) console.log(staffNote);
const storage = await startStorage(config);
const serveSite = process.env.SERVE_SITE !== 'false';
const leadNotifier = startLeadNotifier({ db, settings: loadLeadMailSettings(process.env) });
console.log(`Lead e-mail notifications: ${leadNotifier.enabled ? 'on' : 'off (SMTP_URL is not set)'}`);
const app = createApp({ config, db, storage, serveSite, leadNotifier });
const housekeeping = startHousekeeping(config, db, storage);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Site ready at http://${shown}:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  server.close();
  housekeeping.stop();
  await leadNotifier.stop();
  await storage?.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
