import { readFile } from 'node:fs/promises';

/** The lab figures `npm run bench` measured (docs/lab-vitals.json, beside docs/benchmarks.md). */
export interface LabVitals {
  /** When the bench ran, as it wrote it ("2026-11-22 05:34 UTC"). */
  measuredAt: string;
  /** How: tool, device emulation and runs. */
  method: string;
  /** Per route, per metric (FCP, LCP, CLS, TBT…): the median of the runs. */
  routes: Record<string, Record<string, number>>;
}

function isFigures(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((figure) => typeof figure === 'number' && Number.isFinite(figure))
  );
}

/** Checks the file's shape; a file that does not match is treated as missing, not trusted. */
export function parseLabVitals(data: unknown): LabVitals | null {
  if (typeof data !== 'object' || data === null) return null;
  const { measuredAt, method, routes } = data as Partial<Record<keyof LabVitals, unknown>>;
  if (typeof measuredAt !== 'string' || typeof method !== 'string') return null;
  if (typeof routes !== 'object' || routes === null || !Object.values(routes).every(isFigures)) return null;
  return { measuredAt, method, routes: routes as Record<string, Record<string, number>> };
}

/** Reads the lab figures; null when the file is missing or malformed (the page says so). */
export async function readLabVitals(file: string): Promise<LabVitals | null> {
  try {
    return parseLabVitals(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}
