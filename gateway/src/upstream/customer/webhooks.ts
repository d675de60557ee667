import { WEBHOOKS_API } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/**
 * Webhook endpoints and their delivery log (`WEBHOOKS_API`, ours): a REST host without them (the distributor's)
 * answers NOT_OFFERED.
 */
export class WebhookCalls {
  constructor(private readonly api: CustomerCaller) {}

  endpoints() {
    return this.api.extra(() => this.api.read(WEBHOOKS_API.webhookEndpoints));
  }

  create(fields: { url: string; events: string[] }) {
    return this.api.extra(() => this.api.read(WEBHOOKS_API.createWebhookEndpoint, { json: fields }));
  }

  update(
    id: number,
    fields: { url?: string | undefined; events?: string[] | undefined; enabled?: boolean | undefined },
  ) {
    return this.api.extra(() =>
      this.api.read(WEBHOOKS_API.updateWebhookEndpoint, { params: { id }, json: fields }),
    );
  }

  delete(id: number) {
    return this.api.extra(() => this.api.read(WEBHOOKS_API.deleteWebhookEndpoint, { params: { id } }));
  }

  deliveries(endpointId: number, page: number, perPage: number) {
    return this.api.extra(() =>
      this.api.read(WEBHOOKS_API.webhookDeliveries, {
        params: { id: endpointId },
        query: { page, per_page: perPage },
      }),
    );
  }

  redeliver(endpointId: number, deliveryId: number) {
    return this.api.extra(() =>
      this.api.read(WEBHOOKS_API.redeliverWebhook, { params: { id: endpointId, deliveryId } }),
    );
  }

  sendTest(endpointId: number) {
    return this.api.extra(() => this.api.read(WEBHOOKS_API.sendTestWebhook, { params: { id: endpointId } }));
  }
}
