import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { createHttpServer } from './http-server.js';
import { createGateway } from './server.js';

const config = loadConfig();
const gateway = await createGateway(config);
const server = createHttpServer(gateway.app, config).listen(config.port, config.host);
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
const { port } = server.address() as AddressInfo;
const host = config.host.includes(':') ? `[${config.host}]` : config.host;
gateway.logger.info(
  { url: `http://${host}:${port}/`, graphql: `http://${host}:${port}/graphql` },
  'gateway ready',
);
process.stdout.write(`Storefront on http://${host}:${port}/ (GraphQL and Apollo Sandbox at /graphql)\n`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  gateway.logger.info({ signal }, 'stopping');
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
