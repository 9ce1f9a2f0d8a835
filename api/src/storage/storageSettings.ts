import { type CoreConfig, loadConfig, type StorageSettings } from '../config.ts';

export type { StorageSettings } from '../config.ts';

/**
 * The storage settings of this environment, for the deploy tools (s3:// targets), which are
 * handed an environment rather than the server's parsed settings. The server uses config.storage.
 */
export function loadStorageSettings(_core: CoreConfig, env: NodeJS.ProcessEnv): StorageSettings {
  return loadConfig(env).storage;
}
