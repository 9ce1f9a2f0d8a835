/** The server's boot data as the head's scripts read it; null on a page the server did not compose. */
export type BootData = {
  prerendered?: boolean;
  remotes?: Record<string, string>;
  islandScripts?: string[];
} | null;

let boot: BootData | undefined;

/** Read once the document has it (#pod-boot, at the end of <body>), then kept. */
export function bootData(): BootData {
  if (boot !== undefined) return boot;
  const element = document.getElementById('pod-boot');
  if (!element) return null;
  try {
    boot = JSON.parse(element.textContent || 'null') as BootData;
  } catch {
    boot = null;
  }
  return boot;
}
