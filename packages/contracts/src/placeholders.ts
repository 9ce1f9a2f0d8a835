// Every fact still standing in with a placeholder, for `npm run launch-check` and the
// production start-up warnings (never bundled for the browser).
import { productBrandsFact } from './productBrandFacts.ts';
import { placeholderFacts } from './siteFacts.ts';

const allFacts = { ...placeholderFacts, productBrands: productBrandsFact };

export type PlaceholderFactName = keyof typeof allFacts;

export interface PlaceholderFact {
  fact: PlaceholderFactName;
  variable: string;
  value: string;
}

/** The facts whose variable is not set in `env`: visitors would see the placeholder. */
export function placeholdersIn(env: Record<string, string | undefined>): PlaceholderFact[] {
  return (Object.entries(allFacts) as [PlaceholderFactName, { variable: string; value: string }][])
    .filter(([, { variable }]) => !env[variable])
    .map(([fact, { variable, value }]) => ({ fact, variable, value }));
}
