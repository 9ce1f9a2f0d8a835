import { type InferType, ValidationError } from 'yup';
import type { DatabaseSettings } from '../db/serverDatabase.ts';
import { type AuthSettings, authConfig, authSchema, type StaffFromSettings } from './authConfig.ts';
import { ConfigError, shown } from './configError.ts';
import { type ContactSettings, contactsConfig, contactsSchema } from './contactsConfig.ts';
import { type CoreConfig, coreConfig, coreSchema } from './coreConfig.ts';
import { crossProblems } from './crossChecks.ts';
import { databaseConfig, databaseSchema } from './databaseConfig.ts';
import { type LeadMailSettings, leadsConfig, leadsSchema } from './leadsConfig.ts';
import { type LoggingSettings, loggingConfig, loggingSchema } from './loggingConfig.ts';
import { type MetricsSettings, metricsConfig, metricsSchema } from './metricsConfig.ts';
import { type SiteSettings, siteDeploysConfig, siteDeploysSchema } from './siteDeploysConfig.ts';
import { type StorageSettings, storageConfig, storageSchema } from './storageConfig.ts';
import { type UploadSettings, uploadsConfig, uploadsSchema } from './uploadsConfig.ts';
import { type VitalsSettings, vitalsConfig, vitalsSchema } from './vitalsConfig.ts';

// The tools outside api (deploy, launch check) reach this module as @pod/api/config.
export { ConfigError } from './configError.ts';

// Every setting the server reads, by its environment name: each area's schema (its own file
// beside this one), composed into one, so a failed start lists every bad value at once.
export const settingsSchema = coreSchema
  .concat(databaseSchema)
  .concat(storageSchema)
  .concat(authSchema)
  .concat(contactsSchema)
  .concat(uploadsSchema)
  .concat(leadsSchema)
  .concat(vitalsSchema)
  .concat(siteDeploysSchema)
  .concat(metricsSchema)
  .concat(loggingSchema);

/** The environment's settings, checked; numbers are numbers, the rest is trimmed text. */
export type Settings = InferType<typeof settingsSchema>;

/** Every environment variable the server reads. */
export const settingNames: readonly string[] = Object.keys(settingsSchema.fields);

/** Every setting of the server, parsed once from the environment, frozen. */
export interface AppConfig {
  core: CoreConfig;
  database: DatabaseSettings;
  storage: StorageSettings & { embeddedPort: number };
  auth: AuthSettings & { staff: StaffFromSettings | null };
  contacts: ContactSettings;
  uploads: UploadSettings;
  leads: LeadMailSettings;
  vitals: VitalsSettings;
  site: SiteSettings;
  metrics: MetricsSettings;
  logging: LoggingSettings;
}

type Env = Readonly<Record<string, string | undefined>>;

function checked(env: Env): Settings {
  const known: Record<string, string | undefined> = {};
  for (const name of settingNames) known[name] = env[name];
  try {
    return settingsSchema.validateSync(known, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    throw new ConfigError(inner.map((e) => `${e.path}=${shown(known[e.path ?? ''])}: ${e.message}`));
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The server's settings from the environment, all checked before any is used: a bad value
 * throws one ConfigError listing every problem. With nothing set, the embedded defaults
 * (SQLite in ./data, embedded S3, port 3000) make `npm start` work.
 */
export function loadConfig(env: Env): AppConfig {
  const s = checked(env);
  const core = coreConfig(s);
  const problems = crossProblems(s, core.siteOrigins, core.allowedHosts);
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze<AppConfig>({
    core,
    database: databaseConfig(s, core),
    storage: storageConfig(s, core),
    auth: authConfig(s, core),
    contacts: contactsConfig(s),
    uploads: uploadsConfig(s, env),
    leads: leadsConfig(s, core),
    vitals: vitalsConfig(s),
    site: siteDeploysConfig(s, core),
    metrics: metricsConfig(s),
    logging: loggingConfig(s),
  });
}

/** The core settings alone (the site server's tests, which read nothing else). */
export function loadCoreConfig(env: Env): CoreConfig {
  return loadConfig(env).core;
}
