// Receiving the store's webhooks: a plain node:http server that checks each delivery's signature (Standard Webhooks)
// with the endpoint's secret before it trusts a byte of the body, answers 2xx quickly, and handles each event once.
//
//   WEBHOOK_SECRET=whsec_... PORT=8080 node docs/examples/webhooks.mjs
//
// The store calls only public https:// addresses: put it behind your HTTPS server or proxy.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/** How old a delivery's timestamp may be (seconds, either way): an older one may be a replay. */
export const TOLERANCE_SECONDS = 300;

/**
 * The event of a delivery, `{ type, timestamp, data }`, once its signature is checked; throws when the signature
 * or the timestamp is wrong. `rawBody` is the body as received (a string), before any JSON parsing.
 */
export function verifyWebhook(secret, headers, rawBody, now = Date.now()) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures)
    throw new Error('Not a webhook delivery: a webhook-* header is missing.');
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS)
    throw new Error('The timestamp is too old or too new.');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  // Several signatures, space-separated, while the store changes a secret: one good one is enough.
  const signed = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) throw new Error('The signature does not match.');
  return JSON.parse(rawBody);
}

/**
 * A receiver on `port`: answers 204 to a delivery whose signature holds and 400 to anything else. `onEvent(event,
 * { id })` runs for each event once; the same `webhook-id` again (a redelivery, a retry) is answered without it.
 * Answers `{ url, close }`.
 */
export async function startReceiver({ secret, port = 0, host = '127.0.0.1', onEvent }) {
  const seen = new Set();
  const server = createServer((request, response) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      // The store sends at most 64 KB.
      if (size > 256 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      let event;
      try {
        event = verifyWebhook(secret, request.headers, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        response.writeHead(400).end(error.message);
        return;
      }
      const id = request.headers['webhook-id'];
      // Answer first: the store waits at most 10 seconds, and retries what it did not see accepted.
      response.writeHead(204).end();
      if (seen.has(id)) return;
      seen.add(id);
      onEvent(event, { id });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startReceiver({
    secret: process.env.WEBHOOK_SECRET,
    port: Number(process.env.PORT ?? 8080),
    host: '0.0.0.0',
    onEvent: (event, { id }) => {
      const order = event.data.order;
      if (order) console.log(id, event.type, `order ${order.order_number}`, order.status);
      else console.log(id, event.type);
    },
  });
  console.log(`Listening on ${url}`);
}
