import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish, restPageSchema } from '../fields.js';

/** A buyer's webhook endpoint (`/customer/webhooks`); `secret` only in the answer that created it. */
export const RestWebhookEndpointSchema = z.object({
  id: Id,
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  consecutive_failures: z.number().int(),
  disabled_at: nullish(z.string()),
  disabled_reason: nullish(z.string()),
  created_at: z.string(),
  secret: z.string().optional(),
});
export type RestWebhookEndpoint = z.infer<typeof RestWebhookEndpointSchema>;

/** One delivery of an event to an endpoint, as the delivery log shows it. */
export const RestWebhookDeliverySchema = z.object({
  id: Id,
  endpoint_id: Id,
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status: nullish(z.number().int()),
  last_error: nullish(z.string()),
  next_attempt_at: nullish(z.string()),
  last_attempt_at: nullish(z.string()),
  delivered_at: nullish(z.string()),
  created_at: z.string(),
});
export type RestWebhookDelivery = z.infer<typeof RestWebhookDeliverySchema>;

/** Webhook endpoints for order events, and their delivery log (ours: the spec has no webhooks). */
export const WEBHOOKS_API = {
  webhookEndpoints: restCall({
    name: 'webhooks',
    method: 'GET',
    path: '/customer/webhooks',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    answer: z.array(RestWebhookEndpointSchema),
  }),
  /** Answers the new endpoint with its signing secret, the only time the secret is shown. */
  createWebhookEndpoint: restCall({
    name: 'create-webhook',
    method: 'POST',
    path: '/customer/webhooks',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    body: z.object({ url: z.string(), events: z.array(z.string()).readonly() }),
    answer: RestWebhookEndpointSchema,
  }),
  /** Changes the URL, the events or whether it is switched on (each left as it is when absent). */
  updateWebhookEndpoint: restCall({
    name: 'webhooks/:id',
    method: 'PATCH',
    path: '/customer/webhooks/:id',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    body: z.object({
      url: z.string().optional(),
      events: z.array(z.string()).readonly().optional(),
      enabled: z.boolean().optional(),
    }),
    answer: RestWebhookEndpointSchema,
  }),
  deleteWebhookEndpoint: restCall({
    name: 'delete-webhooks/:id',
    method: 'DELETE',
    path: '/customer/webhooks/:id',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    answer: z.object({ id: Id }),
  }),
  /** The endpoint's deliveries, newest first, as Laravel's paginator. */
  webhookDeliveries: restCall({
    name: 'webhooks/:id/deliveries',
    method: 'GET',
    path: '/customer/webhooks/:id/deliveries',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    query: restQuery('page', 'per_page'),
    wrapping: 'envelope',
    answer: restPageSchema(RestWebhookDeliverySchema),
  }),
  /** Queues the same event (same webhook-id) to the endpoint again; answers the new delivery. */
  redeliverWebhook: restCall({
    name: 'webhooks/:id/deliveries/:deliveryId/redeliver',
    method: 'POST',
    path: '/customer/webhooks/:id/deliveries/:deliveryId/redeliver',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    answer: RestWebhookDeliverySchema,
  }),
  /** Queues a `webhook.test` event to the endpoint; answers its delivery. */
  sendTestWebhook: restCall({
    name: 'webhooks/:id/test',
    method: 'POST',
    path: '/customer/webhooks/:id/test',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'webhooks:manage',
    wrapping: 'envelope',
    answer: RestWebhookDeliverySchema,
  }),
} as const;
