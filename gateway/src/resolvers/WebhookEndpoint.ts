import type { WebhookEndpointResolvers, WebhookEvent } from '../generated/graphql.js';

/** The schema's events as store-api names them. */
export const REST_WEBHOOK_EVENT = {
  ORDER_PLACED: 'order.placed',
  ORDER_STATUS_CHANGED: 'order.status_changed',
  ORDER_CANCELLED: 'order.cancelled',
} as const satisfies Record<WebhookEvent, string>;

const EVENT_OF_REST = new Map<string, WebhookEvent>(
  Object.entries(REST_WEBHOOK_EVENT).map(([event, rest]) => [rest, event as WebhookEvent]),
);

export const WebhookEndpoint: WebhookEndpointResolvers = {
  id: (endpoint) => String(endpoint.id),
  // An event this gateway does not know yet is left out rather than failing the whole list.
  events: (endpoint) => endpoint.events.flatMap((event) => EVENT_OF_REST.get(event) ?? []),
  consecutiveFailures: (endpoint) => endpoint.consecutive_failures,
  disabledAt: (endpoint) => endpoint.disabled_at,
  disabledReason: (endpoint) => endpoint.disabled_reason,
  createdAt: (endpoint) => endpoint.created_at,
};
