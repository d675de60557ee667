import { createServer, type RequestListener, type Server } from 'node:http';
import type { GatewayConfig } from './config.js';

/** A client gets this long to send its request line and headers. */
const HEADERS_TIMEOUT_MS = 20_000;
/** An idle keep-alive connection is closed after this; shorter than a proxy's, which then never reuses a dead one. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * The gateway's HTTP server, with every wait bounded: a client that trickles its headers or stalls in the
 * middle of its body is answered 408 and disconnected, instead of holding a socket and its buffers forever.
 */
export function createHttpServer(
  app: RequestListener,
  config: Pick<GatewayConfig, 'requestTimeoutMs'>,
): Server {
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      // How often Node looks for requests over those limits; its default (30 s) would stretch a short setting.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
