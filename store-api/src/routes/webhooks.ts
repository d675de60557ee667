import { z } from 'zod';
import {
  flag,
  messages as M,
  parseId,
  webhookEndpointFields,
  webhookEventsField,
  webhookUrlField,
  WEBHOOKS,
} from '@storefront/contract';
import { WEBHOOKS_API } from '@storefront/contract/rest';
import type { AppContext } from '../context.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { requireCustomer } from '../http/auth.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { pageRequest, paginate } from '../http/pagination.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import { resolvesPublicly, urlRefusal } from '../services/webhook-delivery.js';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  queueTestEvent,
  redeliver,
  updateEndpoint,
} from '../services/webhooks.js';

const CreateInput = z.object(webhookEndpointFields);
const UpdateInput = z.object({
  url: webhookUrlField.optional(),
  events: webhookEventsField.optional(),
  enabled: z.preprocess((v) => (v === undefined || v === null ? undefined : flag(v)), z.boolean().optional()),
});

/** The id of a path placeholder; anything but an id is as unknown as a missing record. */
function pathId(value: string | undefined, notFound: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(notFound);
  return id;
}

/** A buyer's webhook endpoints for order events, their delivery log, redelivery and test events. */
export function webhookRoutes(app: CustomerApi, ctx: AppContext): void {
  const { db } = ctx;
  const settings = ctx.config.webhooks;

  /** https and a public address (WEBHOOK_ALLOW_PRIVATE_HTTP aside), checked again at every delivery. */
  async function assertDeliverable(url: string): Promise<void> {
    const refusal = urlRefusal(url, settings.allowPrivateHttp);
    if (refusal) throw new UnprocessableError(refusal, 'INVALID', 'url');
    if (!(await resolvesPublicly(url, settings.allowPrivateHttp)))
      throw new UnprocessableError(M.webhookUrlNotPublic, 'INVALID', 'url');
  }

  customerRoute(app, WEBHOOKS_API.webhookEndpoints, async (request) =>
    envelope(await listEndpoints(db, requireCustomer(request).id)),
  );

  customerRoute(app, WEBHOOKS_API.createWebhookEndpoint, async (request) => {
    const customer = requireCustomer(request);
    const input = parseInput(CreateInput, request.body);
    await assertDeliverable(input.url);
    return envelope(await createEndpoint(db, customer.id, input), M.webhookEndpointCreatedOk);
  });

  customerRoute(app, WEBHOOKS_API.updateWebhookEndpoint, async (request) => {
    const customer = requireCustomer(request);
    const id = pathId(request.params.id, M.webhookEndpointNotFound);
    const input = parseInput(UpdateInput, request.body);
    if (input.url !== undefined) await assertDeliverable(input.url);
    return envelope(await updateEndpoint(db, customer.id, id, input), M.webhookEndpointUpdatedOk);
  });

  customerRoute(app, WEBHOOKS_API.deleteWebhookEndpoint, async (request) => {
    const customer = requireCustomer(request);
    const id = pathId(request.params.id, M.webhookEndpointNotFound);
    await deleteEndpoint(db, customer.id, id);
    return envelope({ id }, M.webhookEndpointDeletedOk);
  });

  customerRoute(app, WEBHOOKS_API.webhookDeliveries, async (request) => {
    const customer = requireCustomer(request);
    const id = pathId(request.params.id, M.webhookEndpointNotFound);
    const page = pageRequest(
      request.query,
      WEBHOOKS.deliveriesPerPage.default,
      WEBHOOKS.deliveriesPerPage.max,
    );
    const { total, deliveries } = await listDeliveries(db, customer.id, id, page);
    return envelope(paginate(request, page, total, deliveries));
  });

  customerRoute(app, WEBHOOKS_API.redeliverWebhook, async (request) => {
    const customer = requireCustomer(request);
    const id = pathId(request.params.id, M.webhookEndpointNotFound);
    const deliveryId = pathId(request.params.deliveryId, M.webhookDeliveryNotFound);
    return envelope(await redeliver(db, customer.id, id, deliveryId), M.webhookRedeliveryQueuedOk);
  });

  customerRoute(app, WEBHOOKS_API.sendTestWebhook, async (request) => {
    const customer = requireCustomer(request);
    const id = pathId(request.params.id, M.webhookEndpointNotFound);
    return envelope(await queueTestEvent(db, customer.id, id), M.webhookTestQueuedOk);
  });
}
