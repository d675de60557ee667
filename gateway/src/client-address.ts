import type { IncomingMessage } from 'node:http';

/**
 * The address rate limits and upstream calls are keyed by: the one place that decides it. Behind a reverse
 * proxy this is the proxy's address until TRUST_PROXY says which forwarded address to believe.
 */
export function clientAddress(req: IncomingMessage): string | undefined {
  return req.socket.remoteAddress;
}
