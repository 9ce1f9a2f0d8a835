import { type InferType, object } from 'yup';
import { text } from './settingTypes.ts';

export const metricsSchema = object({
  METRICS_TOKEN: text(),
});

export interface MetricsSettings {
  /** METRICS_TOKEN: GET /metrics answers only to `Authorization: Bearer <it>`; unset: 404. */
  token: string | undefined;
}

export function metricsConfig(s: InferType<typeof metricsSchema>): MetricsSettings {
  return { token: s.METRICS_TOKEN || undefined };
}
