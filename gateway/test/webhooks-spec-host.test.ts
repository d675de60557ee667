import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';
import { SpecRestDouble } from './support/spec-rest-double.js';

/* Webhooks are ours: on a REST host that has only the spec's calls, every webhook field says NOT_OFFERED. */

let double: SpecRestDouble;
let gw: RunningGateway;

beforeAll(async () => {
  double = await SpecRestDouble.start();
  gw = await startGateway(double.apiUrl);
});
afterAll(async () => {
  await gw?.close();
  await double?.close();
});

const OPERATIONS = [
  '{ webhookEndpoints { id } }',
  '{ webhookDeliveries(endpointId: "1") { total } }',
  'mutation { createWebhookEndpoint(input: { url: "https://hooks.example.com/x", events: [ORDER_PLACED] }) { secret userErrors { code } } }',
  'mutation { updateWebhookEndpoint(input: { id: "1", enabled: false }) { userErrors { code } } }',
  'mutation { deleteWebhookEndpoint(id: "1") { userErrors { code } } }',
  'mutation { redeliverWebhook(endpointId: "1", deliveryId: "2") { userErrors { code } } }',
  'mutation { sendTestWebhook(endpointId: "1") { userErrors { code } } }',
];

describe('webhooks on a REST host without them', () => {
  it.each(OPERATIONS)('answers %s with NOT_OFFERED, never UPSTREAM_ERROR', async (operation) => {
    const response = await graphql(gw.url, operation, {}, { token: 'a'.repeat(40) });
    expect(response.body.errors?.[0]).toMatchObject({
      message: M.notOffered,
      extensions: { code: 'NOT_OFFERED' },
    });
  });

  it('answers a visitor’s webhook queries with null, as for the other things a customer owns', async () => {
    const response = await graphql(gw.url, '{ webhookEndpoints { id } }');
    expect(response.body).toEqual({ data: { webhookEndpoints: null } });
  });
});
