import { isIP } from 'node:net';
import type { Request } from 'express';
import proxyAddr from 'proxy-addr';

/**
 * Which peers may say who the client is (X-Forwarded-For) and how it connected (X-Forwarded-Proto), in the forms
 * Express's `trust proxy` setting takes: false (nobody), a hop count, or addresses, CIDR ranges and proxy-addr's
 * named ranges (loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
const MAX_ENTRIES = 50;

/** TRUST_PROXY as Express takes it; throws a message naming what is wrong. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') {
    // Express would then believe the left-most X-Forwarded-For, which any client writes itself.
    throw new Error('true would believe any client; give the number of proxies in front or their addresses');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_HOPS) throw new Error(`a hop count is from 1 to ${MAX_HOPS}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) {
    throw new Error('give false, a hop count, or comma-separated addresses and CIDR ranges');
  }
  if (entries.length > MAX_ENTRIES) throw new Error(`at most ${MAX_ENTRIES} addresses or ranges`);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    // proxy-addr names the entry: "invalid IP address: 10.0.0.300".
    throw new Error(
      `${(error as Error).message} (expected false, a hop count, IP addresses, CIDR ranges, loopback, linklocal or uniquelocal)`,
      { cause: error },
    );
  }
  return entries;
}

/**
 * The address rate limits and upstream calls are keyed by: the one place that decides it. Express resolves it
 * under its `trust proxy` setting (TRUST_PROXY): the socket's address, or the nearest X-Forwarded-For entry not
 * written by a trusted proxy.
 */
export function clientAddress(req: Request): string | undefined {
  const address = req.ip;
  // A trusted peer's header may end in a word that is not an address: it never becomes a key or goes upstream.
  return address !== undefined && isIP(address) !== 0 ? address : req.socket.remoteAddress;
}
