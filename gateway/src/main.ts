import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { createHttpServer } from './http-server.js';
import { logOptions } from '@storefront/logging';
import { createGateway } from './server.js';

const config = loadConfig();
const gateway = await createGateway(config, { logger: pino(logOptions('gateway', config.logLevel)) });

async function listen(app: RequestListener, port: number, host: string): Promise<Server> {
  const listening = createHttpServer(app, config).listen(port, host);
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve);
    listening.once('error', reject);
  });
  return listening;
}

const urlOf = (listening: Server, host: string) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${(listening.address() as AddressInfo).port}`;

const server = await listen(gateway.app, config.port, config.host);
const url = urlOf(server, config.host);
// Metrics on a port of their own (127.0.0.1 by default), so the public port does not show them to anyone.
const { metrics } = config;
const metricsServer = metrics ? await listen(gateway.metricsApp, metrics.port, metrics.host) : undefined;
gateway.logger.info(
  {
    url: `${url}/`,
    graphql: `${url}/graphql`,
    metrics: metrics && metricsServer ? `${urlOf(metricsServer, metrics.host)}/metrics` : 'off',
  },
  'gateway ready',
);
process.stdout.write(`Storefront on ${url}/ (GraphQL and Apollo Sandbox at /graphql)\n`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  gateway.logger.info({ signal }, 'stopping');
  metricsServer?.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Requests in flight get a moment to finish; then the rest are cut.
  const deadline = setTimeout(() => server.closeAllConnections(), 5000);
  deadline.unref();
  await closed;
  await gateway.stop();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
