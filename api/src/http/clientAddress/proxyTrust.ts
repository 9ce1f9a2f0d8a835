import { BlockList, isIP } from 'node:net';

/** How an address appears once an IPv4-mapped IPv6 form (a dual-stack socket's) is unwrapped. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

const familyOf = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * Which peers are trusted proxies (TRUST_PROXY's ranges), and so whose X-Forwarded-For is read.
 * The first request that carries the header from any other peer is reported once through
 * `warn`: either the proxy in front is missing from TRUST_PROXY, or a client writes the header.
 */
export class ProxyTrust {
  readonly #ranges = new BlockList();
  readonly #warn: (peer: string) => void;
  #warned = false;

  constructor(ranges: readonly string[], warn: (peer: string) => void) {
    for (const entry of ranges) {
      const [address = '', prefix = ''] = entry.split('/');
      this.#ranges.addSubnet(address, Number(prefix), familyOf(address));
    }
    this.#warn = warn;
  }

  /** True when `address` is one of the trusted proxies. */
  trusts(address: string): boolean {
    const candidate = plain(address);
    return isIP(candidate) !== 0 && this.#ranges.check(candidate, familyOf(candidate));
  }

  /**
   * The client's address: the socket's peer, unless that is a trusted proxy. Then
   * X-Forwarded-For is walked from the right (each proxy appends the address it saw) past
   * every trusted address; the first one that is not trusted is the client. An entry that is
   * not an address ends the walk at the trusted proxy that passed it on. Entries further left
   * are whatever the client wrote and are never read.
   */
  clientOf(peer: string | undefined, forwardedFor: string | undefined): string {
    if (!peer) return 'unknown';
    let client = plain(peer);
    if (forwardedFor === undefined) return client;
    if (!this.trusts(client)) {
      if (!this.#warned) {
        this.#warned = true;
        this.#warn(client);
      }
      return client;
    }
    const hops = forwardedFor.split(',').map((entry) => plain(entry.trim()));
    for (let i = hops.length - 1; i >= 0 && this.trusts(client); i -= 1) {
      const hop = hops[i] ?? '';
      if (isIP(hop) === 0) break;
      client = hop;
    }
    return client;
  }
}
