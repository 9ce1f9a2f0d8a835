import { isIP } from 'node:net';

// TRUST_PROXY names the reverse proxies in front of the server, as Express's `trust proxy` list
// does: addresses, CIDR ranges and a few named ranges, comma-separated.

/** The named ranges TRUST_PROXY accepts (Express's names). */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const EXAMPLE = 'e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8,192.0.2.7';

/** One entry as "address/prefix", or null when it is neither an address nor a CIDR range. */
function range(entry: string): string | null {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return null;
  const longest = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${longest}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > longest) return null;
  return `${address}/${Number(prefix)}`;
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For entries are believed, as "address/prefix"
 * ranges. Unset, blank or `false`: none. `true` and a number (the old hop count) refuse to
 * start with the new form in the message: a count trusted whoever connected directly.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return [];
  if (text === 'true' || /^\d+$/.test(text))
    throw new Error(
      `TRUST_PROXY names the proxies in front of the server now, not their number: list their addresses or ranges (${EXAMPLE})`,
    );
  const ranges: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const named = NAMED_RANGES[entry];
    const parsed = named ?? [range(entry)];
    for (const item of parsed) {
      if (item === null)
        throw new Error(
          `${entry} is not an address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')} (${EXAMPLE})`,
        );
      if (!ranges.includes(item)) ranges.push(item);
    }
  }
  return ranges;
}
