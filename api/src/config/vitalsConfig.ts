import { type InferType, object } from 'yup';
import { type RateLimitSettings, rateLimitConfig, rateLimitFields } from './rateLimitConfig.ts';
import { whole } from './settingTypes.ts';

/** VITALS_RATE_LIMIT_MAX, VITALS_RATE_LIMIT_WINDOW_SECONDS, VITALS_RETENTION_DAYS. */
export const vitalsSchema = object({
  ...rateLimitFields('VITALS'),
  VITALS_RETENTION_DAYS: whole(7, 3650),
});

/** POST /api/vitals: 60 beacons per client per 10 minutes unless set; daily counts kept so long. */
export interface VitalsSettings extends RateLimitSettings {
  /** Days of daily counts kept (VITALS_RETENTION_DAYS, default 90, at least 7 for the staff page). */
  retentionDays: number;
}

export function vitalsConfig(s: InferType<typeof vitalsSchema>): VitalsSettings {
  return { ...rateLimitConfig('VITALS', s, 60), retentionDays: s.VITALS_RETENTION_DAYS ?? 90 };
}
