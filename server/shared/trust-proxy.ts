/**
 * STORE_TRUST_PROXY: which proxies in front of the API are believed about the client's
 * address, protocol and host (X-Forwarded-For/-Proto/-Host).
 *
 * `1` used to mean "believe the headers", and the client's address was then the LEFT-most
 * X-Forwarded-For entry, which the client writes itself: 65 failed sign-ins with varied spoofed
 * headers met no per-address throttle. Now the setting says which proxies to believe, so the
 * address is the one the last trusted proxy saw:
 * - a hop count (`1`: the one proxy in front, e.g. the web server; `2`: a load balancer and it),
 * - or a comma-separated list of proxy addresses / CIDR ranges (`127.0.0.1`, `10.0.0.0/8`).
 * Empty or `0`: nothing is believed (the default).
 */
import net from 'node:net';

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** The setting as fastify's `trustProxy` takes it; throws on a value that is neither form. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0') return false;
  if (/^\d{1,2}$/.test(v)) {
    // hop 0 is the socket's peer (the nearest proxy), hop n-1 the farthest one believed
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  const list = v.split(',').map((s) => s.trim());
  const valid = (entry: string) => {
    const [addr, bits, extra] = entry.split('/');
    if (extra !== undefined || !net.isIP(addr)) return false;
    if (bits === undefined) return true;
    const max = net.isIPv4(addr) ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  };
  const bad = list.filter((e) => !valid(e));
  if (bad.length)
    throw new Error(
      `STORE_TRUST_PROXY must be a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDR ranges; not ${JSON.stringify(bad.join(','))}`,
    );
  return list;
}

/**
 * Whether the connection's peer (`address`) is a proxy the setting believes: what a proxy's own
 * headers (X-Request-Id) are taken from. `true` believes any (tests only), `false` none.
 */
export function trustsPeer(trust: TrustProxy, address: string | undefined): boolean {
  if (typeof trust === 'boolean') return trust;
  if (!address) return false;
  const peer = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (typeof trust === 'function') return trust(peer, 0);
  const list = new net.BlockList();
  for (const entry of trust) {
    const [addr, bits] = entry.split('/');
    const type = net.isIPv4(addr) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  return list.check(peer, net.isIPv4(peer) ? 'ipv4' : 'ipv6');
}
