import { type AppConfig, loadConfig } from '../../src/config/loadConfig.ts';

type Slices = { [K in keyof AppConfig]?: Partial<AppConfig[K]> };

/**
 * The settings an API test runs with: these environment values parsed as the server parses
 * them (LOG_LEVEL=warn unless given), then any slice's fields replaced (a test clock, a
 * tighter limit). Frozen like the server's.
 */
export function testConfig(env: Record<string, string> = {}, slices: Slices = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'warn', ...env });
  const merged: Record<string, unknown> = { ...base };
  for (const [name, fields] of Object.entries(slices))
    merged[name] = { ...base[name as keyof AppConfig], ...fields };
  return Object.freeze(merged) as unknown as AppConfig;
}
