// The image worker starts with the environment main.ts hands it (config.uploads.imageWorkerEnv):
// libvips' settings and the locale, none of the server's secrets.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/loadConfig.ts';
import { runImageTask, setImageWorkerEnv } from './imageWorkers.ts';

const PROBE = new URL('../../test/support/workerEnvProbe.ts', import.meta.url);

describe('the image worker environment', () => {
  it('is what the config picked from the environment, and nothing else', async () => {
    const config = loadConfig({
      VIPS_WARNING: '0',
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      DATABASE_URL: 'postgres://pod:secret@db/pod',
      S3_SECRET_ACCESS_KEY: 'secret',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'site@example.com',
      LEADS_SALES_TO: 'sales@example.com',
      HOME: '/home/pod',
    });
    expect(config.uploads.imageWorkerEnv).toEqual({ VIPS_WARNING: '0', LANG: 'C.UTF-8', TZ: 'UTC' });
    setImageWorkerEnv(config.uploads.imageWorkerEnv);
    const names = await runImageTask<string[]>(PROBE, 'environmentNames', [], 30_000);
    // Aside from what the child sets itself: Node's IPC channel, and libvips' VIPSHOME.
    const handed = names.filter((name) => !/^(NODE_CHANNEL_|VIPSHOME$)/.test(name));
    expect(handed).toEqual(['LANG', 'TZ', 'VIPS_WARNING']);
  });
});
