// The address a request comes from, as the sign-in limits count it (loginThrottle.ts). Behind the
// newsroom's reverse proxy every connection comes from the proxy: its X-Forwarded-For names the
// client, but only a proxy we were told to trust may say so — anyone else could write any address
// there and get a fresh count at each attempt. BACKOFFICE_TRUSTED_PROXIES lists those proxies
// (addresses and CIDR ranges, comma- or space-separated). As `proxy-addr` (Express) does, the
// chain is read from the right: the first hop that is not a trusted proxy is the client.
import { BlockList, isIP } from 'node:net';

export class TrustedProxies {
  private constructor(
    private readonly list: BlockList,
    readonly empty: boolean,
  ) {}

  static none(): TrustedProxies {
    return new TrustedProxies(new BlockList(), true);
  }

  /** `10.0.0.1, 10.1.0.0/16 ::1 fd00::/8`; an entry that is not an address or range throws, in French. */
  static parse(raw: string | undefined): TrustedProxies {
    const list = new BlockList();
    const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
    for (const entry of entries) {
      const [address = '', bits, extra] = entry.split('/');
      const plain = normaliseAddress(address);
      const family = plain ? isIP(plain) : 0;
      const prefix = bits === undefined ? null : Number(bits);
      const maxBits = family === 6 ? 128 : 32;
      if (
        !plain ||
        !family ||
        extra !== undefined ||
        (prefix !== null && (!/^\d{1,3}$/.test(bits ?? '') || prefix > maxBits))
      )
        throw new Error(
          `BACKOFFICE_TRUSTED_PROXIES invalide : « ${entry} » n'est ni une adresse IP ni une plage CIDR.`,
        );
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (prefix === null) list.addAddress(plain, type);
      else list.addSubnet(plain, prefix, type);
    }
    return new TrustedProxies(list, entries.length === 0);
  }

  trusts(address: string): boolean {
    if (this.empty) return false;
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/**
 * An IP address as written in a header or by the socket, without brackets, port or the IPv4-mapped
 * prefix (`::ffff:10.0.0.1` → `10.0.0.1`); null when it is not an IP address.
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text))
    text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) ? text.toLowerCase() : null;
}

/**
 * The client's address: the socket's, unless it is a trusted proxy; then X-Forwarded-For from the
 * right, skipping trusted proxies. A hop that is not an address ends the walk at the last proxy
 * that spoke (what it wrote cannot be read, so it is counted as that proxy's).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | undefined {
  const socket = socketAddress === undefined ? undefined : normaliseAddress(socketAddress);
  if (!socket) return socketAddress;
  if (!trusted.trusts(socket) || forwardedFor === undefined) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i] ?? '');
    if (!hop) break;
    client = hop;
    if (!trusted.trusts(hop)) break;
  }
  return client;
}
