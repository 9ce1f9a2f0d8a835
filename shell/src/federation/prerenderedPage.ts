import { readBootData } from '@pod/shared-ui';

const boot = readBootData();
let claimed = false;

/**
 * True once: for the route whose server-rendered fragment is in the document, so that page
 * hydrates it. Any later visit to a route renders on the client.
 */
export function claimPrerenderedPage(path: string): boolean {
  if (claimed || !boot?.prerendered || !boot.page || boot.path !== path) return false;
  claimed = true;
  return true;
}
