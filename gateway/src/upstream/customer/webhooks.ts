import { WEBHOOKS_API, type RestBodyOf } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/**
 * Webhook endpoints and their delivery log (`WEBHOOKS_API`, ours): a REST host without them (the distributor's)
 * answers NOT_OFFERED.
 */
export class WebhookCalls {
  constructor(private readonly api: CustomerCaller) {}

  endpoints() {
    return this.api.extra(WEBHOOKS_API.webhookEndpoints, () => this.api.read(WEBHOOKS_API.webhookEndpoints));
  }

  create(fields: RestBodyOf<typeof WEBHOOKS_API.createWebhookEndpoint>) {
    return this.api.extra(WEBHOOKS_API.createWebhookEndpoint, () =>
      this.api.read(WEBHOOKS_API.createWebhookEndpoint, { json: fields }),
    );
  }

  update(id: number, fields: RestBodyOf<typeof WEBHOOKS_API.updateWebhookEndpoint>) {
    return this.api.extra(WEBHOOKS_API.updateWebhookEndpoint, () =>
      this.api.read(WEBHOOKS_API.updateWebhookEndpoint, { params: { id }, json: fields }),
    );
  }

  delete(id: number) {
    return this.api.extra(WEBHOOKS_API.deleteWebhookEndpoint, () =>
      this.api.read(WEBHOOKS_API.deleteWebhookEndpoint, { params: { id } }),
    );
  }

  deliveries(endpointId: number, page: number, perPage: number) {
    return this.api.extra(WEBHOOKS_API.webhookDeliveries, () =>
      this.api.read(WEBHOOKS_API.webhookDeliveries, {
        params: { id: endpointId },
        query: { page, per_page: perPage },
      }),
    );
  }

  redeliver(endpointId: number, deliveryId: number) {
    return this.api.extra(WEBHOOKS_API.redeliverWebhook, () =>
      this.api.read(WEBHOOKS_API.redeliverWebhook, { params: { id: endpointId, deliveryId } }),
    );
  }

  sendTest(endpointId: number) {
    return this.api.extra(WEBHOOKS_API.sendTestWebhook, () =>
      this.api.read(WEBHOOKS_API.sendTestWebhook, { params: { id: endpointId } }),
    );
  }
}
