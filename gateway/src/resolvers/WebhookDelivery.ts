import type { WebhookDeliveryResolvers, WebhookDeliveryStatus } from '../generated/graphql.js';

const STATUSES = {
  pending: 'PENDING',
  delivered: 'DELIVERED',
  failed: 'FAILED',
} as const satisfies Record<string, WebhookDeliveryStatus>;

export const WebhookDelivery: WebhookDeliveryResolvers = {
  id: (delivery) => String(delivery.id),
  eventId: (delivery) => delivery.event_id,
  eventType: (delivery) => delivery.event_type,
  status: (delivery) => STATUSES[delivery.status],
  lastStatus: (delivery) => delivery.last_status,
  lastError: (delivery) => delivery.last_error,
  nextAttemptAt: (delivery) => delivery.next_attempt_at,
  lastAttemptAt: (delivery) => delivery.last_attempt_at,
  deliveredAt: (delivery) => delivery.delivered_at,
  createdAt: (delivery) => delivery.created_at,
};
